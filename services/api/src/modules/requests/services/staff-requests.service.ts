import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  COMMON_ERROR_CODES,
  REQUEST_ERROR_CODES,
  REQUEST_LIMITS,
  REQUEST_MESSAGES,
  type ResolveRequestBody,
  type StaffRequest,
  type StaffRequestsQuery,
  type StaffRequestsResponse,
  type StartRequestConversationRequest,
  REQUEST_STATUS_LABELS,
} from '@tpp/contracts';
import { DataSource } from 'typeorm';
import type { Queryable } from '../../../infrastructure/database/queryable.js';
import type { User } from '../../accounts/accounts.types.js';
import { ConversationsService } from '../../messaging/services/conversations.service.js';
import { NotificationsService } from '../../messaging/services/notifications.service.js';
import { mapStaffRequest } from '../dto/request.mapper.js';
import { RequestsRepository, type StaffRequestRow } from '../repositories/requests.repository.js';
import { invalidRequest, RequestsException } from '../requests.errors.js';

/**
 * The platform staff's requests console (users.is_staff): every team's requests, newest first,
 * completed or rejected with a note, or answered in a conversation with the requester (the
 * request becomes conversation_started). The requester is notified of each change.
 */
@Injectable()
export class StaffRequestsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly requests: RequestsRepository,
    private readonly conversations: ConversationsService,
    private readonly notifications: NotificationsService,
  ) {}

  private static requireStaff(user: User): void {
    if (!user.isStaff) throw new RequestsException(REQUEST_ERROR_CODES.staffOnly);
  }

  async list(user: User, query: StaffRequestsQuery): Promise<StaffRequestsResponse> {
    StaffRequestsService.requireStaff(user);
    const page = query.page ?? 1;
    const status = query.status ?? null;
    const pageSize = REQUEST_LIMITS.staffPageSize;
    const [rows, total] = await Promise.all([
      this.requests.staffList(status, pageSize, (page - 1) * pageSize),
      this.requests.staffCount(status),
    ]);
    return { requests: rows.map(mapStaffRequest), total, page, page_size: pageSize };
  }

  async resolve(user: User, body: ResolveRequestBody): Promise<StaffRequest> {
    StaffRequestsService.requireStaff(user);
    const note = body.note?.trim() || null;
    if (body.action === 'reject' && !note)
      throw invalidRequest({ field: 'note', message: 'Please say why the request is rejected.' });
    const existing = await this.requests.staffFind(body.request_id);
    if (!existing) throw new RequestsException(REQUEST_ERROR_CODES.requestNotFound);
    await this.db.transaction(async (tx) => {
      const resolved = await this.requests.resolve(
        body.request_id,
        body.action === 'reject' ? 'rejected' : 'done',
        note,
        user.id,
        tx,
      );
      if (!resolved)
        throw new RequestsException(COMMON_ERROR_CODES.conflict, {
          message:
            existing.status === 'cancelled'
              ? REQUEST_MESSAGES.cancelledByTeam
              : 'This request is completed already.',
        });
      await this.notifyRequester(
        tx,
        existing,
        body.action === 'reject' ? 'was rejected' : 'is completed',
        `/my-requests/${existing.id}`,
        note ?? '',
      );
    });
    return mapStaffRequest((await this.requests.staffFind(body.request_id))!);
  }

  /** Writes to the requester about the request: opens its conversation (conversation_started) or adds to it. */
  async startConversation(user: User, body: StartRequestConversationRequest): Promise<StaffRequest> {
    StaffRequestsService.requireStaff(user);
    const request = await this.requests.staffFind(body.request_id);
    if (!request) throw new RequestsException(REQUEST_ERROR_CODES.requestNotFound);
    await this.db.transaction(async (tx) => {
      const locked = await this.requests.lockForConversation(request.id, tx);
      const conversationId = await this.conversations.writeAboutRequest(
        tx,
        { userId: user.id, teamId: request.team_id, isStaff: true, name: user.fullName.trim() || user.email },
        {
          requestId: request.id,
          teamId: request.team_id,
          userId: request.requester_id,
          requesterName: request.requester_name?.trim() || request.requester_email || request.team_name,
          influencerId: request.influencer_id,
          influencerName: request.influencer_name,
          conversationId: locked?.conversation_id ?? null,
        },
        body.body,
      );
      await this.requests.setConversation(request.id, conversationId, tx);
      if (!locked?.conversation_id)
        await this.notifyRequester(
          tx,
          request,
          `has a response (${REQUEST_STATUS_LABELS.conversation_started})`,
          `/messages?conversation_id=${conversationId}`,
        );
    });
    this.conversations.wakeMail();
    return mapStaffRequest((await this.requests.staffFind(body.request_id))!);
  }

  private async notifyRequester(
    db: Queryable,
    request: StaffRequestRow,
    change: string,
    href: string,
    body = '',
  ): Promise<void> {
    if (request.requester_id === null) return;
    await this.notifications.notify(db, {
      userId: request.requester_id,
      teamId: request.team_id,
      kind: 'request_status',
      title: `Your request for ${request.influencer_name} ${change}`,
      body,
      href,
    });
  }
}
