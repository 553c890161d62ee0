import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CAMPAIGN_MESSAGES, SHEET_MESSAGES, SHEET_TIMINGS_MS } from '@tpp/contracts';
import { installFakeFetch, type FakeAnswer, type FakeFetch, type RecordedRequest } from '@tpp/ui/testing';
import { hasUnsavedChanges } from '@tpp/ui';
import { CampaignTablePage } from './CampaignTablePage';
import {
  CAMPAIGN_ID,
  CAMPAIGN_SAVE,
  CONFLICT_ANSWER,
  campaignAnswers,
  campaignSheet,
} from './campaign.fixtures';

let fake: FakeFetch | null = null;
afterEach(() => {
  cleanup();
  fake?.restore();
  jest.useRealTimers();
});

function open(handler: (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>) {
  fake = installFakeFetch(handler);
  const { hook } = memoryLocation({ path: `/campaign/view/${CAMPAIGN_ID}` });
  render(
    <Router hook={hook}>
      <Route path="/campaign/view/:talentSheetId" component={CampaignTablePage} />
    </Router>,
  );
}

const indicator = () => screen.getByTestId('save-indicator');

describe('CampaignTablePage', () => {
  it('edits cells and a note, then saves them by itself after 1.5 s, showing Saving and Saved', async () => {
    open(campaignAnswers(campaignSheet()));
    const row = (await screen.findByText('Ava Stone')).closest('tr')!;
    expect(within(row).getByText('11/02/26')).toBeTruthy();
    expect(within(row).getByText(`${'n'.repeat(100)}…`)).toBeTruthy();
    expect(indicator().textContent).toBe(SHEET_MESSAGES.saved);
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });

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
    expect(indicator().textContent).toBe('Unsaved changes');
    expect(hasUnsavedChanges()).toBe(true);

    act(() => jest.advanceTimersByTime(SHEET_TIMINGS_MS.sheetAutosave));
    await waitFor(() => expect(indicator().textContent).toBe(SHEET_MESSAGES.saved));
    expect(hasUnsavedChanges()).toBe(false);
    expect(fake!.callsTo(CAMPAIGN_SAVE).map((call) => call.body)).toEqual([
      {
        talent_sheet_id: CAMPAIGN_ID,
        campaign_version: 4,
        campaign_data: {
          '1': { 'Date Sent': '11/02/26', Notes: 'n'.repeat(130) },
          '2': { Sender: 'Mia', 'Date Sent': '11/21/26', Replied: 'Y', Notes: 'Asked for a rate card' },
        },
      },
    ]);
  });

  it('keeps the Save button: it saves at once and says Saved', async () => {
    open(campaignAnswers(campaignSheet()));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Save campaign' }).textContent).toContain('Saved'),
    );
    expect(fake!.callsTo(CAMPAIGN_SAVE)).toHaveLength(1);
  });

  it('shows a conflict, locks the cells, and reloads the stored table on request', async () => {
    open(campaignAnswers(campaignSheet(), () => CONFLICT_ANSWER));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Sender for Ben Ortiz' }));
    fireEvent.change(screen.getByLabelText('Sender for Ben Ortiz'), { target: { value: 'Mia' } });
    fireEvent.keyDown(screen.getByLabelText('Sender for Ben Ortiz'), { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CAMPAIGN_MESSAGES.campaignChangedElsewhere)).toBeTruthy();
    expect(indicator().textContent).toBe('Not saved');
    expect(
      (screen.getByRole('button', { name: 'Edit Rate for Ben Ortiz' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    // Unsaved edits stay guarded until the table is reloaded.
    expect(hasUnsavedChanges()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Reload Table' }));
    await waitFor(() => expect(fake!.callsTo(`/api/user/campaign/${CAMPAIGN_ID}`)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText(CAMPAIGN_MESSAGES.campaignChangedElsewhere)).toBeNull());
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('says Unable to load campaign data! for a sheet that is not a campaign', async () => {
    open(campaignAnswers(campaignSheet({ sheet_type: 'talent' })));
    expect(await screen.findByText(SHEET_MESSAGES.campaignLoadFailed)).toBeTruthy();
  });
});
