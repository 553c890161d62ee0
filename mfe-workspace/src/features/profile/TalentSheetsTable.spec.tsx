import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { REQUEST_MESSAGES, SHEET_MESSAGES, type InfluencerSheetRow } from '@tpp/contracts';
import { installFakeFetch, type FakeFetch } from '@tpp/ui/testing';
import { TalentSheetsTable } from './TalentSheetsTable';

const row = (id: string, title: string, extra: Partial<InfluencerSheetRow> = {}): InfluencerSheetRow => ({
  id,
  title,
  description: null,
  sheet_type: 'talent',
  created_at: '2026-11-21T12:00:00Z',
  client_accepted: false,
  client_note: null,
  casting_call_id: null,
  ...extra,
});

let fake: FakeFetch | null = null;
afterEach(() => {
  cleanup();
  fake?.restore();
});

function serve(rows: InfluencerSheetRow[], removal?: { status: number; message: string }) {
  let current = rows;
  fake = installFakeFetch((request) => {
    if (request.path === '/api/user/influencer/5/talent-sheets')
      return { body: { sheets: current, total: current.length, page: 1, limit: 80 } };
    if (request.path === '/api/user/influencer/talent-sheet/client-response') {
      const body = request.body as { client_accepted?: boolean; client_note?: string };
      return { body: { success: true, ...body } };
    }
    if (request.path === '/api/user/talent-sheets/remove-influencer') {
      if (removal)
        return { status: removal.status, body: { statusCode: removal.status, message: removal.message } };
      const ids = (request.body as { sheet_ids: string[] }).sheet_ids;
      current = current.filter((entry) => !ids.includes(entry.id));
      return { body: { success: true, removed: ids.length } };
    }
    return { status: 404, body: { statusCode: 404, message: 'Not found' } };
  });
}

describe('TalentSheetsTable', () => {
  it('ticks Accepted by Client and saves a note', async () => {
    serve([row('s1', 'Holiday Glow'), row('s2', 'Fitness Push', { client_note: 'Loved her reel' })]);
    render(<TalentSheetsTable influencerId={5} showDate />);
    const tick = await screen.findByRole('button', { name: 'Accepted by Client: Holiday Glow' });
    expect(screen.getAllByText('Nov 21 2026')).toHaveLength(2);
    fireEvent.click(tick);
    await waitFor(() => expect(tick.getAttribute('aria-pressed')).toBe('true'));
    expect(fake!.callsTo('/api/user/influencer/talent-sheet/client-response')[0]!.body).toEqual({
      sheet_id: 's1',
      influencer_id: 5,
      client_accepted: true,
    });

    fireEvent.click(
      screen.getByRole('button', { name: `${SHEET_MESSAGES.clickToAddNote} for Holiday Glow` }),
    );
    fireEvent.change(screen.getByLabelText('Note for Holiday Glow'), {
      target: { value: 'Brand wants two posts' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Brand wants two posts')).toBeTruthy();
    expect(screen.getByText('Loved her reel')).toBeTruthy();
  });

  it('removes the talent from the selected sheets after the confirmation', async () => {
    serve([row('s1', 'Holiday Glow'), row('s2', 'Fitness Push'), row('s3', 'Coffee Week')]);
    render(<TalentSheetsTable influencerId={5} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from Sheets' }));
    const removeSelected = screen.getByRole('button', {
      name: 'Remove from Selected Sheets',
    }) as HTMLButtonElement;
    expect(removeSelected.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Select Holiday Glow'));
    fireEvent.click(screen.getByLabelText('Select Coffee Week'));
    fireEvent.click(removeSelected);
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(within(dialog).getByText(SHEET_MESSAGES.removeFromSheetsConfirm)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove', hidden: true }));
    await waitFor(() => expect(screen.queryByText('Holiday Glow')).toBeNull());
    expect(fake!.callsTo('/api/user/talent-sheets/remove-influencer')[0]!.body).toEqual({
      influencer_id: 5,
      sheet_ids: ['s1', 's3'],
    });
    expect(screen.getByText('Fitness Push')).toBeTruthy();
  });

  it("says 'Failed to remove creator' when the removal fails, and the server's reason for a refusal", async () => {
    for (const [removal, shown] of [
      [{ status: 500, message: 'An unexpected error occurred.' }, REQUEST_MESSAGES.removeFailed],
      [{ status: 404, message: 'The sheet could not be found.' }, 'The sheet could not be found.'],
    ] as const) {
      serve([row('s1', 'Holiday Glow')], removal);
      render(<TalentSheetsTable influencerId={5} />);
      fireEvent.click(await screen.findByRole('button', { name: 'Remove from Sheets' }));
      fireEvent.click(screen.getByLabelText('Select Holiday Glow'));
      fireEvent.click(screen.getByRole('button', { name: 'Remove from Selected Sheets' }));
      const dialog = screen.getByRole('dialog', { hidden: true });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Remove', hidden: true }));
      expect(await within(dialog).findByText(shown)).toBeTruthy();
      expect(screen.getByText('Holiday Glow', { selector: '.tpp-talent-sheets__title' })).toBeTruthy();
      cleanup();
      fake?.restore();
    }
  });
});
