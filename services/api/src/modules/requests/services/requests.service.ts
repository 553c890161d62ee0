import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  COMMON_ERROR_CODES,
  REQUEST_ERROR_CODES,
  REQUEST_MESSAGES,
  checkAddTalentRequest,
  checkCaseStudy,
  checkContentRequests,
  checkProfileChangeRequest,
  PORTRAIT_MAX_PX,
  TALENT_ERROR_CODES,
  type CancelRequestBody,
  type ContentChangeRequest,
  type MyRequestsResponse,
  type ReplacePortraitRequest,
  type ReplacePortraitResponse,
  type RequestSocial,
  type TalentRequest,
  type TalentRequestBody,
  type TalentRequestResponse,
} from '@tpp/contracts';
import { DataSource } from 'typeorm';
import { isAllowed } from '../../accounts/auth/policies.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { AddTalentService } from '../../intake/services/add-talent.service.js';
import { postImageUrl } from '../../talent-data/media/media-urls.js';
import { PublicRosterCache } from '../../talent/services/public-roster-cache.js';
import { jpegSize } from '../../uploads/index.js';
import { UploadsService } from '../../uploads/services/uploads.service.js';
import { uploadUrl } from '../../uploads/upload-keys.js';
import { mapTalentRequest } from '../dto/request.mapper.js';
import { RequestsRepository, type TeamCreatorRow } from '../repositories/requests.repository.js';
import { invalidRequest, RequestsException } from '../requests.errors.js';

/** A case study without an uploaded thumbnail shows this one (a generated image). */
export const DEFAULT_CASE_STUDY_THUMBNAIL = postImageUrl('case-study');

const instagramHandleOf = (socials: RequestSocial[]): string | null => {
  const instagram = socials.find((social) => social.platform === 'instagram');
  if (!instagram) return null;
  const text = instagram.url.trim();
  const fromUrl = /instagram\.com\/([^/?#]+)/i.exec(text)?.[1];
  return (fromUrl ?? text).replace(/^@/, '') || null;
};

/** The socials as stored: trimmed, and exactly one primary (the first unless another is marked). */
function normaliseSocials(socials: RequestSocial[] = []): RequestSocial[] {
  const kept = socials
    .map((social) => ({ ...social, url: social.url.trim() }))
    .filter((social) => social.url);
  const primary = Math.max(
    0,
    kept.findIndex((social) => social.primary),
  );
  return kept.map((social, index) => ({ ...social, primary: index === primary }));
}

/**
 * Requests to the team's account managers: add a talent, change a profile (socials, note,
 * portrait), change content, a case study; My Requests; the portrait replacement. Every request
 * names the caller's team; a creator off its roster answers 404; uploads must be the team's.
 */
@Injectable()
export class RequestsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly requests: RequestsRepository,
    private readonly uploads: UploadsService,
    private readonly rosterCache: PublicRosterCache,
    private readonly addTalentTasks: AddTalentService,
  ) {}

  private async creator(team: TeamScope, influencerId: number | undefined): Promise<TeamCreatorRow> {
    const creator =
      influencerId === undefined ? undefined : await this.requests.teamCreator(team.teamId, influencerId);
    if (!creator) throw new RequestsException(TALENT_ERROR_CODES.influencerNotFound);
    return creator;
  }

  async submit(team: TeamScope, body: TalentRequestBody): Promise<TalentRequestResponse> {
    const type = body.request_type ?? 'add';
    if (type === 'add') return this.addTalent(team, body);
    if (type === 'update') return this.profileChange(team, body);
    return this.caseStudy(team, body);
  }

  private async addTalent(team: TeamScope, body: TalentRequestBody): Promise<TalentRequestResponse> {
    const problem = checkAddTalentRequest(body);
    if (problem) throw invalidRequest(problem);
    const socials = normaliseSocials(body.socials);
    const name = body.name!.trim();
    const note = body.note?.trim() ?? '';
    const handle = body.handle?.trim() || socials.find((social) => social.primary)?.url || '';
    const id = await this.requests.insert({
      teamId: team.teamId,
      userId: team.userId,
      influencerId: null,
      type: 'add',
      influencerName: name,
      instagramHandle: instagramHandleOf(socials) ?? (socials[0]?.platform === 'instagram' ? handle : null),
      note,
      formData: { name, socials, note },
      uploadKeys: [],
    });
    return { success: true, request_id: id };
  }

  private async profileChange(team: TeamScope, body: TalentRequestBody): Promise<TalentRequestResponse> {
    const creator = await this.creator(team, body.influencer_id);
    const problem = checkProfileChangeRequest(body);
    if (problem) throw invalidRequest(problem);
    const keys = body.uploadedKey ? [body.uploadedKey] : [];
    await this.uploads.verify(team.teamId, keys, { field: 'uploadedKey', imagesOnly: true });
    const socials = normaliseSocials(body.socials);
    const note = body.note?.trim() ?? '';
    const id = await this.db.transaction(async (tx) => {
      await this.uploads.markUsed(tx, team.teamId, keys, 'private');
      return this.requests.insert(
        {
          teamId: team.teamId,
          userId: team.userId,
          influencerId: creator.id,
          type: 'update',
          influencerName: creator.fullname,
          instagramHandle: creator.instagram_handle,
          note,
          formData: { name: creator.fullname, socials, note },
          uploadKeys: keys,
        },
        tx,
      );
    });
    return { success: true, request_id: id };
  }

  private async caseStudy(team: TeamScope, body: TalentRequestBody): Promise<TalentRequestResponse> {
    const creator = await this.creator(team, body.influencer_id);
    const problem = checkCaseStudy(body);
    if (problem) throw invalidRequest(problem);
    const keys = body.thumbnailKey ? [body.thumbnailKey] : [];
    await this.uploads.verify(team.teamId, keys, { field: 'thumbnailKey', imagesOnly: true });
    const study = {
      title: body.title!.trim(),
      brandPartner: body.brandPartner!.trim(),
      campaignSummary: body.campaignSummary!.trim(),
      campaignResults: body.campaignResults!.trim(),
      campaignObjectives: body.campaignObjectives!.trim(),
      highlightedContentUrl: body.highlightedContentUrl!.trim(),
      ...(body.thumbnailKey ? { thumbnailKey: body.thumbnailKey } : {}),
    };
    const id = await this.db.transaction(async (tx) => {
      await this.uploads.markUsed(tx, team.teamId, keys, 'public');
      await this.requests.insertCaseStudy(
        team.teamId,
        creator.id,
        {
          ...study,
          thumbnailUrl: body.thumbnailKey ? uploadUrl(body.thumbnailKey) : DEFAULT_CASE_STUDY_THUMBNAIL,
        },
        tx,
      );
      return this.requests.insert(
        {
          teamId: team.teamId,
          userId: team.userId,
          influencerId: creator.id,
          type: 'case_study',
          influencerName: creator.fullname,
          instagramHandle: creator.instagram_handle,
          note: study.title,
          formData: { name: creator.fullname, socials: [], note: '', case_study: study },
          uploadKeys: keys,
        },
        tx,
      );
    });
    // The profile's case-study carousel reads the team's case studies: public pages follow.
    this.rosterCache.invalidate(team.teamId);
    return { success: true, request_id: id };
  }

  async contentChange(team: TeamScope, body: ContentChangeRequest): Promise<TalentRequestResponse> {
    const creator = await this.creator(team, body.influencer_id);
    const contentRequests = Object.fromEntries(
      Object.entries(body.content_requests).map(([accountId, urls]) => [
        accountId,
        urls.map((url) => url.trim()).filter(Boolean),
      ]),
    );
    const problem = checkContentRequests(contentRequests, creator.account_ids);
    if (problem) throw invalidRequest(problem);
    const note = body.notes?.trim() ?? '';
    const id = await this.requests.insert({
      teamId: team.teamId,
      userId: team.userId,
      influencerId: creator.id,
      type: 'content',
      influencerName: creator.fullname,
      instagramHandle: creator.instagram_handle,
      note,
      formData: { name: creator.fullname, socials: [], note, content_requests: contentRequests },
      uploadKeys: [],
    });
    return { success: true, request_id: id };
  }

  /**
   * Replaces the team's picture of the creator at once (its roster, sheets, profile and public
   * pages; other teams keep theirs) with an uploaded square JPEG of at most 600 px, and records
   * the change as a completed request.
   */
  async replacePortrait(team: TeamScope, body: ReplacePortraitRequest): Promise<ReplacePortraitResponse> {
    const creator = await this.creator(team, body.influencer_id);
    const [upload] = await this.uploads.verify(team.teamId, [body.uploadedKey], {
      field: 'uploadedKey',
      imagesOnly: true,
    });
    const size =
      upload!.content_type === 'image/jpeg' ? jpegSize(await this.uploads.readStart(upload!)) : null;
    if (!size || size.width !== size.height || size.width > PORTRAIT_MAX_PX)
      throw invalidRequest({
        field: 'uploadedKey',
        message: `The portrait must be a square JPEG of at most ${PORTRAIT_MAX_PX} px.`,
      });
    const pictureUrl = uploadUrl(upload!.key);
    await this.db.transaction(async (tx) => {
      if (!(await this.requests.setPortrait(team.teamId, creator.id, pictureUrl, tx)))
        throw new RequestsException(TALENT_ERROR_CODES.influencerNotFound);
      await this.uploads.markUsed(tx, team.teamId, [upload!.key], 'public');
      await this.requests.insert(
        {
          teamId: team.teamId,
          userId: team.userId,
          influencerId: creator.id,
          type: 'portrait',
          status: 'completed',
          influencerName: creator.fullname,
          instagramHandle: creator.instagram_handle,
          note: '',
          formData: { name: creator.fullname, socials: [], note: '' },
          uploadKeys: [upload!.key],
        },
        tx,
      );
    });
    // The public roster, its sheets and collections drop their cached copies (PublicRosterCache cascades).
    this.rosterCache.invalidate(team.teamId);
    return { success: true, picture_url: pictureUrl };
  }

  async mine(team: TeamScope): Promise<MyRequestsResponse> {
    const [rows, tasks] = await Promise.all([
      this.requests.mine(team.teamId, team.userId),
      this.addTalentTasks.mine(team),
    ]);
    return { requests: rows.map(mapTalentRequest), tasks };
  }

  /**
   * Withdraws a pending request: its requester may, and so may those who manage the team's
   * members (team admins, platform admins). Another team's request answers 404 like a missing
   * one; a request staff already answered, completed or that was cancelled answers 409.
   */
  async cancel(team: TeamScope, body: CancelRequestBody): Promise<TalentRequest> {
    const request = await this.requests.teamFind(team.teamId, body.request_id);
    if (!request) throw new RequestsException(REQUEST_ERROR_CODES.requestNotFound);
    if (request.user_id !== team.userId && !isAllowed(team, 'organization.manageMembers'))
      throw new RequestsException(COMMON_ERROR_CODES.forbidden, {
        message: 'Only the requester or a team admin can cancel this request.',
      });
    if (!(await this.requests.cancel(team.teamId, request.id, team.userId)))
      throw new RequestsException(COMMON_ERROR_CODES.conflict, {
        message: REQUEST_MESSAGES.cancelOnlyPending,
      });
    return mapTalentRequest((await this.requests.teamFind(team.teamId, request.id))!);
  }
}
