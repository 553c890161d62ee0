import type { SheetInfluencer, TalentSheet } from '@tpp/contracts';
import type { FakeAnswer, RecordedRequest } from '@tpp/ui/testing';
import { rosterRow } from '../../testing/roster.fixtures';

export const CAMPAIGN_ID = 'AbCdEfGhIjKlMnOp';
export const CAMPAIGN_SAVE = '/api/user/campaign/save';

const talent = (id: number, fullname: string): SheetInfluencer => ({
  ...rosterRow(id, { fullname }),
  note: '',
  note_html: '',
  client_accepted: false,
  client_note: null,
  like_count: 0,
  description_excerpt: '',
});

/** A campaign sheet with two creators (Ava Stone 1, Ben Ortiz 2). */
export const campaignSheet = (overrides: Partial<TalentSheet> = {}): TalentSheet => ({
  id: CAMPAIGN_ID,
  title: 'Winter Launch Outreach',
  description: null,
  sheet_type: 'campaign',
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  creator_user_id: 1,
  creator_nickname: null,
  creator_full_name: 'Demo Admin',
  creator_email: 'demo.admin@northstar.example',
  team_id: 1,
  team_name: 'Northstar Talent',
  team_image_url: null,
  influencer_ids: [1, 2],
  notes: {},
  influencers: [talent(1, 'Ava Stone'), talent(2, 'Ben Ortiz')],
  casting_call_id: null,
  casting_call_response_status: null,
  campaign_description: null,
  reach: 0,
  version: 1,
  ...overrides,
});

/** The sheet, its tracking data at campaign_version 4, and the save answered by `save`. */
export const campaignAnswers =
  (
    theSheet: TalentSheet,
    save: (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer> = () => ({
      body: { success: true, campaign_version: 5 },
    }),
  ) =>
  (request: RecordedRequest): FakeAnswer | Promise<FakeAnswer> => {
    if (request.path === `/api/talent-sheets/${CAMPAIGN_ID}`) return { body: { sheet: theSheet } };
    if (request.path === `/api/user/campaign/${CAMPAIGN_ID}`)
      return {
        body: {
          sheet_id: CAMPAIGN_ID,
          campaign_data: { '1': { 'Date Sent': '11/02/26', Notes: 'n'.repeat(130) } },
          campaign_version: 4,
        },
      };
    if (request.path === CAMPAIGN_SAVE) return save(request);
    return { status: 404, body: { statusCode: 404, message: 'Not found' } };
  };

/** The 409 a save based on an old version gets. */
export const CONFLICT_ANSWER: FakeAnswer = {
  status: 409,
  body: { statusCode: 409, error: 'SHEET_CHANGED', message: 'changed' },
};
