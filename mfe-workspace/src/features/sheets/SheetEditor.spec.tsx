import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SHEET_ERROR_CODES, SHEET_MESSAGES, SHEET_TIMINGS_MS, type TalentSheet } from '@tpp/contracts';
import { installFakeFetch, type FakeAnswer, type FakeFetch, type RecordedRequest } from '@tpp/ui/testing';
import { rosterAnswer } from '../../testing/roster.fixtures';
import { Route, Router, useParams } from 'wouter';
import { navigate } from '@tpp/session';
import { SheetEditor } from './SheetEditor';
import { useSheetEditor } from './sheetEditorStore';
import { savedSheet, sheetRow } from './sheet.fixtures';
import { readSheetView } from './sheetView';

const SAVE = '/api/user/talent-sheets/save';
let fake: FakeFetch;
let sheet: TalentSheet;
let onSave: (request: RecordedRequest) => FakeAnswer;
let roster = rosterAnswer(3);

beforeEach(() => {
  sheet = savedSheet();
  roster = rosterAnswer(3);
  onSave = () => ({ body: { success: true, sheet_id: sheet.id, version: sheet.version + 1 } });
  fake = installFakeFetch((request) => {
    if (request.path === SAVE) return onSave(request);
    if (request.path.startsWith('/api/talent-sheets/')) return { body: { sheet } };
    if (request.path === '/api/user/team/tags')
      return { body: { tags: [], master_tags: [], used_tags: [], tagged_influencers: {} } };
    if (request.path === '/api/user/influencers') return { body: roster };
    return { status: 404, body: { statusCode: 404, error: 'NOT_FOUND', message: 'Not found' } };
  });
});

afterEach(() => {
  cleanup();
  fake.restore();
  jest.useRealTimers();
  useSheetEditor.setState({ createdHere: null });
});

const useFakeTimers = () => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });

describe('SheetEditor', () => {
  it('lays the sheet and the Available Roster out as two columns (side by side on wide screens)', async () => {
    const { container } = render(<SheetEditor sheetType="talent" sheetId={sheet.id} />);
    await screen.findByText('Creator 3');
    const editor = container.querySelector('.tpp-sheet-editor')!;
    expect(editor.classList.contains('tpp-sheet-editor--split')).toBe(true);
    const columns = [...editor.children].filter((child) => child.tagName === 'DIV');
    expect(columns.map((column) => column.className)).toEqual([
      'tpp-sheet-editor__sheet',
      'tpp-sheet-editor__roster',
    ]);
    expect(columns[0]!.querySelector('#sheet-talent-heading')).not.toBeNull();
    expect(columns[1]!.querySelector('#available-roster-heading')).not.toBeNull();
  });

  it('shows the description of a creator just added, without a reload; Add and Remove in Title Case', async () => {
    render(<SheetEditor sheetType="talent" sheetId={sheet.id} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Creator 3' }));
    expect(screen.getByLabelText('Note for Creator 3')).toBeTruthy();
    expect(screen.getByText('Creator 3 makes travel videos.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Creator 3 added' }).textContent).toBe('Added');
    expect(screen.getByRole('button', { name: 'Remove Creator 3' }).textContent).toBe('Remove');
    expect(screen.getByRole('button', { name: 'Add All to Sheet' })).toBeTruthy();
  });

  it('autosaves a dirty sheet 1.5 s after the last change, with the loaded version', async () => {
    render(<SheetEditor sheetType="talent" sheetId={sheet.id} />);
    const note = await screen.findByLabelText('Note for Creator 2');
    // Each creator shows the start of the profile description above the note.
    expect(screen.getByText('Creator 1 makes travel videos.')).toBeTruthy();
    expect(screen.getByText('Creator 2 makes travel videos.')).toBeTruthy();
    useFakeTimers();
    fireEvent.change(note, { target: { value: 'Great [reel](https://example.com/r)' } });
    act(() => jest.advanceTimersByTime(1000));
    fireEvent.change(note, { target: { value: 'Great [reel](https://example.com/reel)' } });
    act(() => jest.advanceTimersByTime(SHEET_TIMINGS_MS.sheetAutosave - 1));
    expect(fake.callsTo(SAVE)).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(1));
    expect(fake.callsTo(SAVE)).toHaveLength(1);
    expect(fake.callsTo(SAVE)[0]?.body).toEqual({
      title: 'Spring pitch',
      sheet_type: 'talent',
      sheet_id: sheet.id,
      version: 3,
      influencers: [
        { influencer_id: 1, note: 'First note' },
        { influencer_id: 2, note: 'Great [reel](https://example.com/reel)' },
      ],
    });
    jest.useRealTimers();
    await waitFor(() =>
      expect(screen.getByTestId('save-indicator').textContent).toContain(SHEET_MESSAGES.saved),
    );
    expect(useSheetEditor.getState().autosave.version).toBe(4);
    // The live preview shows the link as a safe link.
    expect(screen.getByRole('link', { name: 'reel' }).getAttribute('href')).toBe('https://example.com/reel');
  });

  it('shows the changed-elsewhere alert on a 409, keeps the edits, stops autosave and reloads on demand', async () => {
    onSave = () => ({
      status: 409,
      body: { statusCode: 409, error: SHEET_ERROR_CODES.sheetChanged, message: 'stale' },
    });
    render(<SheetEditor sheetType="talent" sheetId={sheet.id} />);
    const note = await screen.findByLabelText('Note for Creator 2');
    fireEvent.change(note, { target: { value: 'Mine' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save Sheet' })[0]!);
    expect(await screen.findByText(SHEET_MESSAGES.sheetChangedElsewhere)).toBeTruthy();
    expect((screen.getByLabelText('Note for Creator 2') as HTMLTextAreaElement).value).toBe('Mine');
    expect(fake.callsTo(SAVE)).toHaveLength(1);

    useFakeTimers();
    fireEvent.change(screen.getByLabelText('Note for Creator 2'), { target: { value: 'Mine, again' } });
    await act(async () => jest.advanceTimersByTime(SHEET_TIMINGS_MS.sheetAutosave * 3));
    expect(fake.callsTo(SAVE)).toHaveLength(1);
    jest.useRealTimers();

    sheet = savedSheet({ version: 7, influencers: [savedSheet().influencers[0]!] });
    fireEvent.click(screen.getByRole('button', { name: 'Reload sheet' }));
    await waitFor(() => expect(screen.queryByLabelText('Note for Creator 2')).toBeNull());
    expect(screen.queryByText(SHEET_MESSAGES.sheetChangedElsewhere)).toBeNull();
    expect(useSheetEditor.getState().autosave.version).toBe(7);
  });

  it('disables Save Sheet with no talent and shows a second one above 3 talent', async () => {
    sheet = savedSheet({ influencers: [] });
    roster = rosterAnswer(5);
    render(<SheetEditor sheetType="talent" sheetId={sheet.id} />);
    await screen.findByText('Creator 5');
    const buttons = screen.getAllByRole('button', { name: 'Save Sheet' });
    expect(buttons).toHaveLength(1);
    expect((buttons[0] as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add All to Sheet' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add 5 creators', hidden: true }));
    expect(screen.getAllByRole('button', { name: 'Save Sheet' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Creator 1 added' })).toBeTruthy();
  });

  it("asks for a title with 'Title Needed' before the first save of an untitled sheet, then moves to its address", async () => {
    const created = jest.fn();
    render(<SheetEditor sheetType="talent" sheetId={null} onCreated={created} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Creator 1' }));
    useFakeTimers();
    await act(async () => jest.advanceTimersByTime(SHEET_TIMINGS_MS.sheetAutosave * 2));
    expect(fake.callsTo(SAVE)).toHaveLength(0);
    jest.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Save Sheet' }));
    expect(
      await screen.findByRole('heading', { name: SHEET_MESSAGES.titleNeeded, hidden: true }),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Sheet title'), { target: { value: 'Summer' } });
    onSave = () => ({ body: { success: true, sheet_id: 'NewSheet00000001', version: 1 } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save Sheet', hidden: true }).at(-1)!);
    await waitFor(() => expect(fake.callsTo(SAVE)).toHaveLength(1));
    expect(fake.callsTo(SAVE)[0]?.body).toMatchObject({
      title: 'Summer',
      influencers: [{ influencer_id: 1, note: '' }],
    });
    expect(await screen.findByText(SHEET_MESSAGES.talentSheetSaved)).toBeTruthy();
    expect(created.mock.calls).toEqual([['NewSheet00000001']]);
  });

  it('moves a new campaign to its address without reading it again or showing a loading state', async () => {
    window.history.replaceState(null, '', '/campaign');
    onSave = () => ({ body: { success: true, sheet_id: 'NewSheet00000001', version: 1 } });
    function Page() {
      const { talentSheetId } = useParams<{ talentSheetId?: string }>();
      return (
        <SheetEditor
          sheetType="campaign"
          sheetId={talentSheetId ?? null}
          publicSharing={false}
          onCreated={(id) => navigate(`/campaign/${id}`, { replace: true })}
        />
      );
    }
    render(
      <Router>
        <Route path="/campaign/:talentSheetId?" component={Page} />
      </Router>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add Creator 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Sheet' }));
    fireEvent.change(await screen.findByLabelText('Sheet title'), { target: { value: 'Summer' } });
    // Whether the editor ever gives way to its loading state from here on.
    let loadingShown = false;
    const watch = new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node.textContent?.includes('Loading the sheet...')) loadingShown = true;
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save Sheet', hidden: true }).at(-1)!);
    await waitFor(() => expect(window.location.pathname).toBe('/campaign/NewSheet00000001'), {
      timeout: 10000,
    });
    expect(await screen.findByText(SHEET_MESSAGES.talentSheetSaved)).toBeTruthy();
    watch.disconnect();
    expect(loadingShown).toBe(false);
    expect(fake.calls.filter((call) => call.path.startsWith('/api/talent-sheets/'))).toEqual([]);
  });

  it('stops a casting-call response at 40 talent and says so for 6 s', async () => {
    const forty = Array.from({ length: 40 }, () => savedSheet().influencers[0]!).map((row, index) => ({
      ...row,
      id: 100 + index,
      fullname: `Booked ${index}`,
    }));
    sheet = savedSheet({ sheet_type: 'casting_call_response', casting_call_id: 5, influencers: forty });
    render(<SheetEditor sheetType="casting_call_response" sheetId={sheet.id} castingCallId={5} />);
    // Role queries over 40 sheet rows take seconds on a loaded machine (CI shares 2 cores).
    const add = await screen.findByRole('button', { name: 'Add Creator 1' }, { timeout: 10_000 });
    useFakeTimers();
    fireEvent.click(add);
    expect(screen.getByText(SHEET_MESSAGES.castingCallLimit)).toBeTruthy();
    expect(useSheetEditor.getState().talent).toHaveLength(40);
    act(() => jest.advanceTimersByTime(SHEET_TIMINGS_MS.castingCallLimitMessage - 1));
    expect(screen.queryByText(SHEET_MESSAGES.castingCallLimit)).toBeTruthy();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText(SHEET_MESSAGES.castingCallLimit)).toBeNull();
  }, 20_000);
});

describe('SheetEditor views and moves', () => {
  const names = async () =>
    (await screen.findAllByTestId('sheet-talent')).map((row) => row.querySelector('h3')!.textContent);

  beforeEach(() => {
    window.localStorage.clear();
    sheet = savedSheet({ influencers: [sheetRow(1, 'First note'), sheetRow(2), sheetRow(3, 'Third note')] });
  });

  it('offers Preview of a saved sheet as its public page in a new tab', async () => {
    render(<SheetEditor sheetType="talent" sheetId={sheet.id} />);
    const preview = await screen.findByRole('link', { name: 'Preview (opens in a new tab)' });
    expect(preview.getAttribute('href')).toBe(`/public/talent-sheet/${sheet.id}`);
    expect(preview.getAttribute('target')).toBe('_blank');
    expect(preview.getAttribute('rel')).toBe('noopener');
  });

  it('moves one creator to the top or the bottom, announces it and keeps the focus on its handle', async () => {
    render(<SheetEditor sheetType="talent" sheetId={sheet.id} />);
    await screen.findByText('Creator 3');
    // Not offered where the creator already is.
    expect(screen.queryByRole('button', { name: 'Move to Top, Creator 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move to Bottom, Creator 3' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Move to Top, Creator 3' }));
    expect(await names()).toEqual(['Creator 3', 'Creator 1', 'Creator 2']);
    expect(screen.getByText('Creator 3 was moved to position 1 of 3.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reorder Creator 3' })),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Move to Bottom, Creator 3' }));
    expect(await names()).toEqual(['Creator 1', 'Creator 2', 'Creator 3']);
    expect(screen.getByText('Creator 3 was moved to position 3 of 3.')).toBeTruthy();
    // The notes stay with their creators.
    expect(useSheetEditor.getState().talent.map((row) => row.note)).toEqual(['First note', '', 'Third note']);
  });

  it("shows the compact view (one line, the note's start) and the grid, remembered for the next visit", async () => {
    const first = render(<SheetEditor sheetType="talent" sheetId={sheet.id} />);
    await screen.findByText('Creator 3');
    const view = screen.getByRole('group', { name: 'View' });
    expect((within(view).getByRole('radio', { name: 'List' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(within(view).getByRole('radio', { name: 'Compact' }));
    const rows = await screen.findAllByTestId('sheet-talent');
    expect(rows.map((row) => row.getAttribute('data-view'))).toEqual(['compact', 'compact', 'compact']);
    expect(rows[0]!.textContent).toContain('First note');
    expect(rows[1]!.textContent).toContain('No note');
    // Notes are edited in the list view; the moves stay, as arrows named and titled in words.
    expect(screen.queryByLabelText('Note for Creator 1')).toBeNull();
    expect(screen.getByRole('button', { name: 'Move to Top, Creator 2' }).getAttribute('title')).toBe(
      'Move to Top',
    );
    expect(readSheetView(null)).toBe('compact');

    fireEvent.click(within(view).getByRole('radio', { name: 'Grid' }));
    expect(
      (await screen.findAllByTestId('sheet-talent')).map((row) => row.getAttribute('data-view')),
    ).toEqual(['grid', 'grid', 'grid']);
    expect(screen.getByRole('list', { name: 'Creators on this sheet' }).className).toContain(
      'tpp-sortable--grid',
    );
    expect(screen.getByRole('button', { name: 'Reorder Creator 2' })).toBeTruthy();

    first.unmount();
    render(<SheetEditor sheetType="talent" sheetId={sheet.id} />);
    await screen.findAllByTestId('sheet-talent');
    const grid = within(screen.getByRole('group', { name: 'View' })).getByRole('radio', { name: 'Grid' });
    expect((grid as HTMLInputElement).checked).toBe(true);
  });
});
