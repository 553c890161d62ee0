import type { CastingCall, CastingCallSheetResponse } from '@tpp/contracts';
import type { CastingCallRow } from '../repositories/casting-call.repository.js';
import { iso } from './sheet.mapper.js';

export function mapCastingCall(row: CastingCallRow): CastingCall {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    start_date: row.start_date,
    end_date: row.end_date,
    deliverables: row.deliverables,
    locations: row.locations,
    compensation: row.compensation,
    brandRepresented: row.brand_represented,
    displayImages: row.display_images ?? [],
    team_image_url: row.brand_image_url,
    team_name: row.brand_name,
    response_sheet_id: row.response_sheet_id,
    response_status: row.response_status,
    response_deadline: row.response_deadline,
    closed: row.closed,
    created_at: iso(row.created_at),
  };
}

/** The caller team's response to a call: its sheet id and status, or nulls before the first save. */
export function mapCastingCallSheet(row: CastingCallRow): CastingCallSheetResponse {
  return { talent_sheet_id: row.response_sheet_id, response_status: row.response_status };
}
