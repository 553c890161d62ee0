import type { StaffRequest } from '@tpp/contracts';

/** A pending 'add' request of Northstar Talent, as the staff console and My Requests receive it. */
export const staffRequest = (overrides: Partial<StaffRequest> = {}): StaffRequest => ({
  id: 31,
  request_type: 'add',
  status: 'pending',
  resolution: null,
  staff_note: null,
  influencer_id: null,
  influencer_name: 'Mia Park',
  instagram_handle: null,
  note: '',
  form_data: { name: 'Mia Park', socials: [], note: '' },
  uploads: [],
  created_at: '2026-11-20T12:00:00Z',
  status_updated_at: '2026-11-20T12:00:00Z',
  conversation_id: null,
  history: [{ status: 'pending', resolution: null, at: '2026-11-20T12:00:00Z' }],
  content_accounts: [],
  team_id: 3,
  team_name: 'Northstar Talent',
  requester_email: 'avery@northstar.example',
  requester_name: 'Avery Stone',
  ...overrides,
});
