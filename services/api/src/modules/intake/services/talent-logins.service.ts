import { Inject, Injectable } from '@nestjs/common';
import {
  INTAKE_ERROR_CODES,
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
import { LinkSigner } from './link-signer.service.js';

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

  /** The creator's login link (made once: asking again answers the same link). */
  async create(team: TeamScope, influencerId: number): Promise<InfluencerLoginResponse> {
    authorize(team, 'talentData.createLogin');
    if (!(await this.logins.create(team.teamId, influencerId, team.userId, LinkSigner.nonce())))
      throw new TalentException(TALENT_ERROR_CODES.influencerNotFound);
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

  /** The login of a link whose signature holds and whose nonce is current; 404 otherwise. */
  private async login(token: string): Promise<InfluencerLoginRow> {
    const link = await this.signer.verify(LOGIN_LINK_PURPOSE, token);
    const row = link ? await this.logins.byLink(link.id, link.nonce) : null;
    if (!row) throw new IntakeException(INTAKE_ERROR_CODES.loginNotFound);
    return row;
  }
}
