import { Injectable } from '@nestjs/common';
import {
  SHEET_ERROR_CODES,
  type CastingCallResponse,
  type CastingCallSheetResponse,
  type CastingCallsResponse,
  type CastingCallSubmitResponse,
  type CreateCastingCallRequest,
} from '@tpp/contracts';
import { ApiException } from '../../../infrastructure/http/api-exception.js';
import { authorize } from '../../accounts/auth/policies.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { mapCastingCall, mapCastingCallSheet } from '../dto/casting-call.mapper.js';
import { CastingCallRepository, type CastingCallRow } from '../repositories/casting-call.repository.js';
import { SheetRepository } from '../repositories/sheet.repository.js';
import { SheetsException } from '../sheets.errors.js';
import { PublicSheetCache } from './public-sheet-cache.js';

/**
 * Brand creator calls (visible to every agency team) with the caller team's response sheet, the
 * submission of a response and the admin-only creation of calls.
 */
@Injectable()
export class CastingCallService {
  constructor(
    private readonly calls: CastingCallRepository,
    private readonly sheets: SheetRepository,
    private readonly cache: PublicSheetCache,
  ) {}

  private async call(team: TeamScope, id: number): Promise<CastingCallRow> {
    const row = await this.calls.find(team.teamId, id);
    if (!row) throw new SheetsException(SHEET_ERROR_CODES.castingCallNotFound);
    return row;
  }

  async list(team: TeamScope): Promise<CastingCallsResponse> {
    return { casting_calls: (await this.calls.list(team.teamId)).map(mapCastingCall) };
  }

  async get(team: TeamScope, id: number): Promise<CastingCallResponse> {
    return { casting_call: mapCastingCall(await this.call(team, id)) };
  }

  async response(team: TeamScope, id: number): Promise<CastingCallSheetResponse> {
    return mapCastingCallSheet(await this.call(team, id));
  }

  /** The brand sees a response once it is submitted; it needs at least one creator. */
  async submit(team: TeamScope, castingCallId: number): Promise<CastingCallSubmitResponse> {
    if ((await this.call(team, castingCallId)).closed)
      throw new SheetsException(SHEET_ERROR_CODES.castingCallClosed);
    const sheet = await this.sheets.findResponseSheet(team.teamId, castingCallId);
    if (!sheet || sheet.influencer_count === 0)
      throw new SheetsException(SHEET_ERROR_CODES.castingCallResponseEmpty, {
        fields: { casting_call_id: ['the response to this creator call has no creators yet'] },
      });
    await this.sheets.markSubmitted(team.teamId, sheet.id);
    this.cache.invalidate(sheet.id);
    return { success: true, response_status: 'submitted' };
  }

  /** Staff and platform admins post calls for brands. */
  async create(team: TeamScope, body: CreateCastingCallRequest): Promise<CastingCallResponse> {
    authorize(team, 'castingCall.manage');
    const id = await this.calls.insert(checkedCall(body), team.userId);
    return this.get(team, id);
  }

  /** Replaces a call's fields; the teams' responses stay (a new deadline may close or reopen it). */
  async update(team: TeamScope, id: number, body: CreateCastingCallRequest): Promise<CastingCallResponse> {
    authorize(team, 'castingCall.manage');
    if (!(await this.calls.update(id, checkedCall(body))))
      throw new SheetsException(SHEET_ERROR_CODES.castingCallNotFound);
    return this.get(team, id);
  }
}

/** The call with its names trimmed; dates out of order answer 400 naming end_date. */
function checkedCall(body: CreateCastingCallRequest): CreateCastingCallRequest {
  if (body.start_date && body.end_date && body.end_date < body.start_date)
    throw ApiException.badRequest('The end date must not be before the start date.', {
      end_date: ['end_date must not be before start_date'],
    });
  return { ...body, title: body.title.trim(), brand_name: body.brand_name.trim() };
}
