import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  SHEET_ERROR_CODES,
  type ConfirmSheetViewerRequest,
  type ConfirmSheetViewerResponse,
  type RegisterSheetViewerRequest,
  type RegisterSheetViewerResponse,
  type TalentSheetResponseFormRequest,
  type TalentSheetResponseFormResponse,
} from '@tpp/contracts';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../../config/app-config.js';
import { InjectConfig } from '../../../config/config.module.js';
import { IpHasher } from '../../../infrastructure/http/ip-hasher.js';
import { RateLimitService } from '../../../infrastructure/http/rate-limit.service.js';
import { MailService } from '../../../infrastructure/mail/mail.service.js';
import type { ClientContext } from '../../accounts/auth/request-auth.js';
import { ViewerIds, type ViewerCookieJar } from '../../analytics/services/viewer-ids.service.js';
import { VIEWER_LINK_LIFETIME_DAYS, ViewerLinks } from '../../analytics/services/viewer-links.service.js';
import { ConversationsService } from '../../messaging/services/conversations.service.js';
import { NotificationsService } from '../../messaging/services/notifications.service.js';
import { PublicTeamService } from '../../talent/services/public-team.service.js';
import { LikesRepository } from '../repositories/likes.repository.js';
import type { PublicSheetRow } from '../repositories/public-sheet.repository.js';
import { SheetResponsesRepository } from '../repositories/sheet-responses.repository.js';
import { SheetsException } from '../sheets.errors.js';
import { PublicSheetRepository } from '../repositories/public-sheet.repository.js';
import { PublicSheetService, type SheetVisitor } from './public-sheet.service.js';
import { sheetResponseMail, sheetViewerMail } from './sheet-mails.js';

/** Where the team edits a sheet (the link in response mails). */
export function sheetEditorPath(
  sheet: Pick<PublicSheetRow, 'public_id' | 'sheet_type'> & { casting_call_id?: number | null },
): string {
  if (sheet.sheet_type === 'campaign') return `/campaign/${sheet.public_id}`;
  if (sheet.sheet_type === 'casting_call_response' && sheet.casting_call_id)
    return `/creator-call-response/${sheet.casting_call_id}`;
  return `/talent-sheet/${sheet.public_id}`;
}

/** One hour: the window of GATE_MAILS_PER_ADDRESS_PER_HOUR. */
const HOUR_SECONDS = 3_600;

/**
 * The mailbox an address reaches, for counting gate mails per recipient: lower case, without a
 * `+tag`, and without dots for Gmail, so that a.b+1@gmail.com and ab+2@gmail.com count as one.
 */
export function recipientKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at).split('+')[0]!;
  const domain = address.slice(at + 1);
  if (domain === 'gmail.com' || domain === 'googlemail.com') local = local.replaceAll('.', '');
  return `${local}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}

/**
 * The two brand-side forms of a shared sheet: the registration gate (stores the viewer, mails a
 * signed link that confirms the address, at most GATE_MAILS_PER_ADDRESS_PER_HOUR per recipient;
 * the link's landing page calls confirmViewer) and the response form (stores the answer and a brand like per liked creator,
 * opens a conversation in the team's inbox, notifies the sheet's maker and mails the team). Both
 * are rate-limited per client IP; their mails are queued in the transaction that stores the answer.
 */
@Injectable()
export class SheetFormsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectConfig() private readonly config: AppConfig,
    private readonly sheets: PublicSheetService,
    private readonly responses: SheetResponsesRepository,
    private readonly likes: LikesRepository,
    private readonly teams: PublicTeamService,
    private readonly rateLimits: RateLimitService,
    private readonly mail: MailService,
    private readonly ipHasher: IpHasher,
    private readonly conversations: ConversationsService,
    private readonly notifications: NotificationsService,
    private readonly viewerIds: ViewerIds,
    private readonly viewerLinks: ViewerLinks,
    private readonly publicSheets: PublicSheetRepository,
  ) {}

  async registerViewer(
    body: RegisterSheetViewerRequest,
    client: ClientContext,
    jar: ViewerCookieJar,
  ): Promise<RegisterSheetViewerResponse> {
    await this.rateLimits.assertAllowed('register-sheet-viewer', { ip: client.ip });
    const email = body.email.trim().toLowerCase();
    const sheet = await this.sheets.visibleSheet(body.talentSheetId);
    // Anyone may ask for any address: each mailbox gets at most this many gate mails an hour.
    await this.rateLimits.allowKeyed(
      'gate-mail-recipient',
      recipientKey(email),
      this.config.rateLimits.gateMailsPerAddressPerHour,
      HOUR_SECONDS,
      'links mailed to this address',
    );
    const team = await this.teams.publicTeam(sheet.team_id);
    const title = sheet.description?.trim() || sheet.title;
    // The browser gets its signed viewer id here if it has none yet (this is a POST, never cached);
    // that id is granted the sheet's creators. The address stays unverified until the mailed link
    // is followed.
    const viewerKey = await this.viewerIds.idKeyOrRefuse(jar, client.ip);
    await this.db.transaction(async (tx) => {
      await this.responses.registerViewer(sheet.id, email, tx);
      await this.publicSheets.grant(sheet.id, viewerKey, tx);
      const token = await this.viewerLinks.create(tx, sheet.id, email);
      const link = `${this.config.publicUrl}/public/sheet-viewer/confirm/${token}`;
      await this.mail.queue(
        tx,
        sheetViewerMail(email, team?.team_name ?? 'An agency', title, link, VIEWER_LINK_LIFETIME_DAYS),
      );
    });
    this.mail.wake();
    return { success: true };
  }

  /**
   * The landing page of the gate's link: the browser that follows it (its signed viewer id,
   * given one now when it has none) becomes verified for the address, so its views show the
   * address as verified in the team's Recent Visits. 400 naming `token` for a link that is not
   * ours, expired, or whose sheet is no longer shared.
   */
  async confirmViewer(
    body: ConfirmSheetViewerRequest,
    client: ClientContext,
    jar: ViewerCookieJar,
  ): Promise<ConfirmSheetViewerResponse> {
    const invalid = () =>
      new SheetsException(SHEET_ERROR_CODES.viewerLinkInvalid, {
        fields: { token: ['token is not a valid or current link'] },
      });
    const link = await this.viewerLinks.find(body.token);
    if (!link) throw invalid();
    const sheet = await this.sheets.visibleSheet(link.sheetPublicId).catch(() => null);
    if (!sheet) throw invalid();
    const viewerKey = await this.viewerLinks.confirm(link, jar, client.ip);
    await this.publicSheets.grant(sheet.id, viewerKey);
    return { email: link.email, sheet_id: sheet.public_id };
  }

  async respond(
    body: TalentSheetResponseFormRequest,
    client: ClientContext,
    visitor: SheetVisitor,
  ): Promise<TalentSheetResponseFormResponse> {
    await this.rateLimits.assertAllowed('sheet-response', { ip: client.ip });
    const name = (body.responderName ?? body.responder_name ?? '').trim();
    const email = (body.responderEmail ?? body.responder_email ?? '').trim().toLowerCase();
    const fields: Record<string, string[]> = {};
    if (!name) fields.responderName = ['responderName is required'];
    if (!email) fields.responderEmail = ['responderEmail is required'];
    if (Object.keys(fields).length)
      throw new SheetsException(SHEET_ERROR_CODES.responderRequired, { fields });

    const sheet = await this.sheets.visibleSheet(body.talent_sheet_id);
    // Behind the gate the form answers only a browser that passed it (else it would tell anyone
    // which creator ids are on the sheet).
    await this.sheets.assertMaySeeCreators(sheet, visitor);
    const liked = [...new Set(body.liked_influencers)];
    const members = await this.responses.members(sheet.team_id, sheet.id, liked);
    const known = new Set(members.map((member) => member.influencer_id));
    const unknown = liked.filter((id) => !known.has(id));
    if (unknown.length)
      throw new SheetsException(SHEET_ERROR_CODES.likedNotOnSheet, {
        fields: {
          liked_influencers: [
            `liked_influencers must be creators on this sheet (not found: ${unknown.join(', ')})`,
          ],
        },
      });
    const comments = body.comments?.trim() ?? '';
    const ipHash = await this.ipHasher.hash(client.ip);
    await this.db.transaction(async (tx) => {
      const responseId = await this.responses.insert(
        {
          sheetId: sheet.id,
          responderName: name,
          responderEmail: email,
          comments,
          likedInfluencerIds: liked,
          ipHash,
        },
        tx,
      );
      if (liked.length)
        await this.likes.addBrandLikes(sheet.team_id, sheet.id, { name, email, responseId }, liked, tx);
      const recipients = await this.responses.recipients(sheet.id, tx);
      const conversationId = await this.conversations.openBrandConversation(tx, {
        teamId: sheet.team_id,
        receiverUserId: recipients?.creator_user_id ?? null,
        receiverName: recipients?.creator_name ?? recipients?.team_name ?? '',
        response: {
          sheet_id: sheet.public_id,
          sheet_title: sheet.title,
          responder_name: name,
          responder_email: email,
          comments,
          liked: members.map((member) => ({
            influencer_id: member.influencer_id,
            name: member.fullname,
            profile_url: `/public/talent-sheet/roster-view/${sheet.public_id}?influencer_id=${member.influencer_id}`,
          })),
        },
      });
      await this.responses.setConversation(responseId, conversationId, tx);
      if (recipients?.creator_user_id)
        await this.notifications.notify(tx, {
          userId: recipients.creator_user_id,
          teamId: sheet.team_id,
          kind: 'brand_response',
          title: `${name} responded to "${sheet.title}"`,
          body: liked.length
            ? `${liked.length} creator${liked.length === 1 ? '' : 's'} liked`
            : 'No creators liked',
          href: `/messages?conversation_id=${conversationId}`,
        });
      const to = new Set(
        [recipients?.creator_email, recipients?.contact_email]
          .filter((value): value is string => !!value)
          .map((value) => value.toLowerCase()),
      );
      const summary = {
        sheetTitle: sheet.title,
        responderName: name,
        responderEmail: email,
        likedNames: members.map((member) => member.fullname),
        comments,
        editorLink: `${this.config.publicUrl}${sheetEditorPath({ ...sheet, casting_call_id: recipients?.casting_call_id ?? null })}`,
        conversationLink: `${this.config.publicUrl}/messages?conversation_id=${conversationId}`,
      };
      for (const recipient of to) await this.mail.queue(tx, sheetResponseMail(recipient, summary));
    });
    this.mail.wake();
    return { success: true };
  }
}
