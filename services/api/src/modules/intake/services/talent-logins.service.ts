import { Inject, Injectable } from '@nestjs/common';
import {
  INTAKE_ERROR_CODES,
  LOGIN_LINK_LIFETIME_DAYS,
  TALENT_ERROR_CODES,
  type ConnectAccountRequest,
  type InfluencerLoginResponse,
  type InfluencerLoginsResponse,
  type TalentConnectPage,
} from '@tpp/contracts';
import type { AppConfig } from '../../../config/app-config.js';
import { InjectConfig } from '../../../config/config.module.js';
import { authorize } from '../../accounts/auth/policies.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { TalentException } from '../../talent/talent.errors.js';
import { mapConnectPage, mapInfluencerLogin } from '../dto/influencer-login.mapper.js';
import { IntakeException } from '../intake.errors.js';
import { CONNECTION_PROVIDER, type ConnectionProvider } from '../providers/connection-provider.js';
import {
  InfluencerLoginsRepository,
  type InfluencerLoginRow,
} from '../repositories/influencer-logins.repository.js';
import { LinkSigner } from '../../../infrastructure/signing/link-signer.js';

/** The purpose login links are signed for (a token of another purpose never opens the connect page). */
export const LOGIN_LINK_PURPOSE = 'talent-connect';

/**
 * Talent Data Authorization: the team's login links and, on the public connect page a link opens,
 * the creator connecting each account through the connection provider.
 */
@Injectable()
export class TalentLoginsService {
  constructor(
    private readonly logins: InfluencerLoginsRepository,
    private readonly signer: LinkSigner,
    @Inject(CONNECTION_PROVIDER) private readonly provider: ConnectionProvider,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async list(team: TeamScope): Promise<InfluencerLoginsResponse> {
    const rows = await this.logins.list(team.teamId);
    return {
      logins: await Promise.all(rows.map((row) => this.map(row))),
      connected_socials: rows.reduce(
        (sum, row) => sum + row.socials.filter((social) => social.connected).length,
        0,
      ),
    };
  }

  /**
   * The creator's login link (made once: asking again answers the same link, also once it
   * expired; rotating renews it), valid LOGIN_LINK_LIFETIME_DAYS.
   */
  async create(team: TeamScope, influencerId: number): Promise<InfluencerLoginResponse> {
    authorize(team, 'talentData.createLogin');
    const made = await this.logins.create(
      team.teamId,
      influencerId,
      team.userId,
      LinkSigner.nonce(),
      LOGIN_LINK_LIFETIME_DAYS,
    );
    if (!made) throw new TalentException(TALENT_ERROR_CODES.influencerNotFound);
    return this.loginOf(team, influencerId);
  }

  /**
   * A new link for the creator (new nonce, LOGIN_LINK_LIFETIME_DAYS from now): the old link stops
   * working at once. 404 unless the team made a login for this roster creator.
   */
  async rotate(team: TeamScope, influencerId: number): Promise<InfluencerLoginResponse> {
    authorize(team, 'talentData.rotateLogin');
    const rotated = await this.logins.rotate(
      team.teamId,
      influencerId,
      LinkSigner.nonce(),
      LOGIN_LINK_LIFETIME_DAYS,
    );
    if (!rotated) throw new IntakeException(INTAKE_ERROR_CODES.loginNotFound);
    return this.loginOf(team, influencerId);
  }

  private async loginOf(team: TeamScope, influencerId: number): Promise<InfluencerLoginResponse> {
    const row = await this.logins.byCreator(team.teamId, influencerId);
    if (!row) throw new TalentException(TALENT_ERROR_CODES.influencerNotFound);
    return { login: await this.map(row) };
  }

  private async map(row: InfluencerLoginRow) {
    return mapInfluencerLogin(
      row,
      await this.signer.sign(LOGIN_LINK_PURPOSE, row.id, row.nonce),
      this.config.publicUrl,
    );
  }

  async page(token: string): Promise<TalentConnectPage> {
    return mapConnectPage(await this.login(token), this.provider);
  }

  async connect(token: string, body: ConnectAccountRequest): Promise<TalentConnectPage> {
    const login = await this.login(token);
    const social = login.socials.find((candidate) => candidate.social_id === body.social_id);
    if (!social)
      throw new IntakeException(INTAKE_ERROR_CODES.loginNotFound, {
        message: 'social_id: this account is not one of the creator’s accounts.',
      });
    if (!social.connected) {
      const outcome = await this.provider.connect(
        { socialId: social.social_id, platform: social.platform, handle: social.handle },
        { confirmOwnership: body.confirm_ownership },
      );
      if (!outcome.connected)
        throw new IntakeException(INTAKE_ERROR_CODES.ownershipNotConfirmed, {
          fields: { confirm_ownership: ['Please confirm that you own this account.'] },
        });
      await this.logins.connect(login.id, social.social_id, this.provider.name, outcome.providerAccountId);
    }
    return this.page(token);
  }

  /**
   * The login of a link whose signature holds and whose nonce is current (404 otherwise: forged,
   * rotated away, creator off the roster), and that has not expired (410 LOGIN_EXPIRED: the page
   * tells the creator to ask for a new link).
   */
  private async login(token: string): Promise<InfluencerLoginRow> {
    const link = await this.signer.verify(LOGIN_LINK_PURPOSE, token);
    const row = link ? await this.logins.byLink(link.id, link.nonce) : null;
    if (!row) throw new IntakeException(INTAKE_ERROR_CODES.loginNotFound);
    if (row.expired) throw new IntakeException(INTAKE_ERROR_CODES.loginExpired);
    return row;
  }
}
