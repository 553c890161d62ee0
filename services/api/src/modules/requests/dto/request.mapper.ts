import type { StaffRequest, TalentRequest } from '@tpp/contracts';
import { uploadUrl } from '../../uploads/upload-keys.js';
import type { RequestRow, StaffRequestRow } from '../repositories/requests.repository.js';

export function mapTalentRequest(row: RequestRow): TalentRequest {
  return {
    id: row.id,
    request_type: row.request_type,
    status: row.status,
    resolution: row.resolution,
    staff_note: row.staff_note,
    influencer_id: row.influencer_id,
    influencer_name: row.influencer_name,
    instagram_handle: row.instagram_handle,
    note: row.note,
    form_data: row.form_data,
    uploads: row.uploads.map((upload) => ({ ...upload, url: uploadUrl(upload.key) })),
    created_at: row.created_at.toISOString(),
    status_updated_at: row.status_updated_at.toISOString(),
    conversation_id: row.conversation_id,
    history: row.history.map((change) => ({ ...change, at: new Date(change.at).toISOString() })),
    content_accounts: row.content_accounts,
  };
}

export function mapStaffRequest(row: StaffRequestRow): StaffRequest {
  return {
    ...mapTalentRequest(row),
    team_id: row.team_id,
    team_name: row.team_name,
    requester_email: row.requester_email,
    requester_name: row.requester_name,
  };
}
