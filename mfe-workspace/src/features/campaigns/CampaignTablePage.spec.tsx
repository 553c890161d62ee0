import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SHEET_ERROR_CODES, SHEET_MESSAGES, type SheetInfluencer, type TalentSheet } from '@tpp/contracts';
import { installFakeFetch, type FakeAnswer, type FakeFetch, type RecordedRequest } from '@tpp/ui/testing';
import { rosterRow } from '../../testing/rosterTestData';
import { CampaignTablePage } from './CampaignTablePage';

const talent = (id: number, fullname: string): SheetInfluencer => ({
  ...rosterRow(id, { fullname }),
  note: '',
  note_html: '',
  client_accepted: false,
  client_note: null,
  like_count: 0,
  description_excerpt: '',
});

const sheet = (overrides: Partial<TalentSheet> = {}): TalentSheet => ({
  id: 'AbCdEfGhIjKlMnOp',
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

let fake: FakeFetch | null = null;
afterEach(() => {
  cleanup();
  fake?.restore();
});

function open(handler: (request: RecordedRequest) => FakeAnswer) {
  fake = installFakeFetch(handler);
  const { hook } = memoryLocation({ path: '/campaign/view/AbCdEfGhIjKlMnOp' });
  render(
    <Router hook={hook}>
      <Route path="/campaign/view/:talentSheetId" component={CampaignTablePage} />
    </Router>,
  );
}

const answers =
  (
    theSheet: TalentSheet,
    save: () => FakeAnswer = () => ({ body: { success: true, campaign_version: 5 } }),
  ) =>
  (request: RecordedRequest): FakeAnswer => {
    if (request.path === '/api/talent-sheets/AbCdEfGhIjKlMnOp') return { body: { sheet: theSheet } };
    if (request.path === '/api/user/campaign/AbCdEfGhIjKlMnOp')
      return {
        body: {
          sheet_id: 'AbCdEfGhIjKlMnOp',
          campaign_data: { '1': { 'Date Sent': '11/02/26', Notes: 'n'.repeat(130) } },
          campaign_version: 4,
        },
      };
    if (request.path === '/api/user/campaign/save') return save();
    return { status: 404, body: { statusCode: 404, message: 'Not found' } };
  };

describe('CampaignTablePage', () => {
  it('edits cells and a note, then saves with the campaign version', async () => {
    open(answers(sheet()));
    const row = (await screen.findByText('Ava Stone')).closest('tr')!;
    expect(within(row).getByText('11/02/26')).toBeTruthy();
    expect(within(row).getByText(`${'n'.repeat(100)}…`)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Sender for Ben Ortiz' }));
    const sender = screen.getByLabelText('Sender for Ben Ortiz');
    fireEvent.change(sender, { target: { value: 'Mia' } });
    fireEvent.keyDown(sender, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Date Sent for Ben Ortiz' }));
    fireEvent.change(screen.getByLabelText('Date Sent for Ben Ortiz'), { target: { value: '2026-11-21' } });
    fireEvent.blur(screen.getByLabelText('Date Sent for Ben Ortiz'));
    fireEvent.click(screen.getByRole('button', { name: 'Edit Replied for Ben Ortiz' }));
    fireEvent.change(screen.getByLabelText('Replied for Ben Ortiz'), { target: { value: 'Y' } });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Notes for Ben Ortiz' }));
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Asked for a rate card' } });
    fireEvent.click(screen.getByRole('button', { name: 'Done', hidden: true }));

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SHEET_MESSAGES.saved)).toBeTruthy();
    expect(fake!.callsTo('/api/user/campaign/save')[0]!.body).toEqual({
      talent_sheet_id: 'AbCdEfGhIjKlMnOp',
      campaign_version: 4,
      campaign_data: {
        '1': { 'Date Sent': '11/02/26', Notes: 'n'.repeat(130) },
        '2': { Sender: 'Mia', 'Date Sent': '11/21/26', Replied: 'Y', Notes: 'Asked for a rate card' },
      },
    });
  });

  it('offers Reload when the campaign changed elsewhere', async () => {
    open(
      answers(sheet(), () => ({
        status: 409,
        body: { statusCode: 409, error: SHEET_ERROR_CODES.sheetChanged, message: 'changed' },
      })),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SHEET_MESSAGES.sheetChangedElsewhere)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(fake!.callsTo('/api/user/campaign/AbCdEfGhIjKlMnOp')).toHaveLength(2));
  });

  it('says Unable to load campaign data! for a sheet that is not a campaign', async () => {
    open(answers(sheet({ sheet_type: 'talent' })));
    expect(await screen.findByText(SHEET_MESSAGES.campaignLoadFailed)).toBeTruthy();
  });
});
