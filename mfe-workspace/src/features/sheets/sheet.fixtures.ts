import { beforeEach } from '@jest/globals';
import type { SheetInfluencer, TalentSheet } from '@tpp/contracts';
import { fakeFetchForEachTest, type FakeAnswer, type FakeFetch } from '@tpp/ui/testing';
import { rosterRow } from '../../testing/roster.fixtures';
import { useAssistantBrief } from './assistantBrief';

/** A sheet entry for unit tests. */
export function sheetRow(id: number, note = ''): SheetInfluencer {
  return {
    ...rosterRow(id),
    note,
    note_html: '',
    client_accepted: false,
    client_note: null,
    like_count: 0,
  };
}

/** A saved sheet for unit tests. */
export function savedSheet(overrides: Partial<TalentSheet> = {}): TalentSheet {
  const influencers = overrides.influencers ?? [sheetRow(1, 'First note'), sheetRow(2)];
  return {
    id: 'Sheet0000000001a',
    title: 'Spring pitch',
    description: null,
    sheet_type: 'talent',
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-02T10:00:00.000Z',
    creator_user_id: 1,
    creator_nickname: null,
    creator_full_name: 'Dana Demo',
    creator_email: 'dana@example.com',
    team_id: 1,
    team_name: 'Northstar Talent',
    team_image_url: null,
    influencer_ids: influencers.map((influencer) => influencer.id),
    notes: Object.fromEntries(influencers.map((influencer) => [String(influencer.id), influencer.note])),
    influencers,
    casting_call_id: null,
    casting_call_response_status: null,
    campaign_description: null,
    reach: 0,
    version: 3,
    ...overrides,
  };
}

/**
 * The frame of an AI helper's spec, for each test: the assistant's brief starts empty, and a fake
 * network answers `path` with what `answer()` gives at that moment and anything else with 404.
 */
export function fakeAiHelperForEachTest(
  path: string,
  answer: () => FakeAnswer | Promise<FakeAnswer>,
): FakeFetch {
  beforeEach(() => useAssistantBrief.getState().setDescription(''));
  return fakeFetchForEachTest((request) =>
    request.path === path
      ? answer()
      : { status: 404, body: { statusCode: 404, error: 'NOT_FOUND', message: 'Not found' } },
  );
}
