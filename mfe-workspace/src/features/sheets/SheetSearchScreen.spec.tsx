import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SHEET_MESSAGES, type TalentSheet } from '@tpp/contracts';
import { installFakeFetch, type FakeFetch, type RecordedRequest } from '@tpp/ui/testing';
import { directoryPage, giveResultsAHeight } from '../../components/directory/directory.fixtures';
import { SheetSearchScreen } from './SheetSearchScreen';
import { useSheetEditor } from './sheetEditorStore';
import { savedSheet, sheetRow } from './sheet.fixtures';

const SAVE = '/api/user/talent-sheets/save';
let fake: FakeFetch;
giveResultsAHeight();
afterEach(() => {
  cleanup();
  fake.restore();
  useSheetEditor.setState({ createdHere: null });
});

function install(sheet: TalentSheet) {
  fake = installFakeFetch((request) => {
    if (request.path === SAVE)
      return { body: { success: true, sheet_id: sheet.id, version: sheet.version + 1 } };
    if (request.path.startsWith('/api/talent-sheets/')) return { body: { sheet } };
    if (request.path === '/api/directory/social-accounts') return { body: directoryPage(0, 3, false) };
    if (request.path === '/api/user/team/tags')
      return { body: { tags: [], master_tags: [], used_tags: [], tagged_influencers: {} } };
    return { status: 404, body: { statusCode: 404, error: 'NOT_FOUND', message: 'Not found' } };
  });
}

const saves = () => fake.callsTo(SAVE).map((call: RecordedRequest) => call.body as Record<string, unknown>);
const savedIds = (body: Record<string, unknown>) =>
  (body.influencers as { influencer_id: number }[]).map((entry) => entry.influencer_id);

describe('SheetSearchScreen', () => {
  it('adds a result to the sheet and saves it at once with its version, keeping the notes', async () => {
    const sheet = savedSheet();
    install(sheet);
    render(
      <SheetSearchScreen
        title="Advanced Search"
        start={{ sheetType: 'talent', sheetId: sheet.id }}
        back={{ href: `/talent-sheet/${sheet.id}`, label: 'Back to Sheet' }}
      />,
    );
    expect(await screen.findByText('Adding to Spring pitch (2 creators)')).toBeTruthy();
    const query = Object.fromEntries(fake.callsTo('/api/directory/social-accounts')[0]!.query);
    expect(query).toMatchObject({ talent_sheet: 'true' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Directory Creator 2' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toMatchObject({ sheet_id: sheet.id, version: 3, sheet_type: 'talent' });
    expect(saves()[0]!.influencers).toEqual([
      { influencer_id: 1, note: 'First note' },
      { influencer_id: 2, note: '' },
      { influencer_id: 502, note: '' },
    ]);
    expect(screen.getByRole('button', { name: 'Directory Creator 2 added' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Sheet' }).getAttribute('href')).toBe(
      `/talent-sheet/${sheet.id}`,
    );
  });

  it('keeps a Creator Call response within 40 talent and says so', async () => {
    const talent = Array.from({ length: 39 }, (_, i) => sheetRow(i + 1));
    const sheet = savedSheet({
      sheet_type: 'casting_call_response',
      casting_call_id: 7,
      influencers: talent,
      notes: {},
    });
    install(sheet);
    render(
      <SheetSearchScreen
        title="Creator Call Search"
        start={{ sheetType: 'casting_call_response', sheetId: sheet.id, castingCallId: 7 }}
        back={{ href: '/creator-call-response/7', label: 'Back to Response' }}
      />,
    );
    await screen.findByText('Directory Creator 3');
    fireEvent.click(screen.getByRole('button', { name: 'Add All to Sheet' }));
    fireEvent.click(
      await screen.findByRole('button', { name: /^Add \d+ creators?$/, hidden: true }, { timeout: 5000 }),
    );
    expect(await screen.findByText(SHEET_MESSAGES.castingCallLimit)).toBeTruthy();
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(savedIds(saves()[0]!)).toHaveLength(40);
    expect(savedIds(saves()[0]!).at(-1)).toBe(501);
    expect(saves()[0]).toMatchObject({ casting_call_id: 7, sheet_type: 'casting_call_response' });
  });
});
