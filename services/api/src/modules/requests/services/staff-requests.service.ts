import { Injectable } from '@nestjs/common';
import {
  COMMON_ERROR_CODES,
  REQUEST_ERROR_CODES,
  REQUEST_LIMITS,
  type ResolveRequestBody,
  type StaffRequest,
  type StaffRequestsQuery,
  type StaffRequestsResponse,
} from '@tpp/contracts';
import type { User } from '../../accounts/accounts.types.js';
import { mapStaffRequest } from '../dto/request.mapper.js';
import { RequestsRepository } from '../repositories/requests.repository.js';
import { invalidRequest, RequestsException } from '../requests.errors.js';

/**
 * The platform staff's requests console (users.is_staff): every team's requests, newest first,
 * completed or rejected with a note. The conversation about a request arrives with messaging
 * (talent_requests.conversation_id, status conversation_started); nothing here starts one yet.
 */
@Injectable()
export class StaffRequestsService {
  constructor(private readonly requests: RequestsRepository) {}

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
    const resolved = await this.requests.resolve(
      body.request_id,
      body.action === 'reject' ? 'rejected' : 'done',
      note,
      user.id,
    );
    if (!resolved)
      throw new RequestsException(COMMON_ERROR_CODES.conflict, {
        message: 'This request is completed already.',
      });
    return mapStaffRequest((await this.requests.staffFind(body.request_id))!);
  }
}
