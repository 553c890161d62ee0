import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { SHEET_ERROR_CODES, SHEET_TIMINGS_MS } from '@tpp/contracts';
import { deferred, installFakeFetch, type FakeAnswer, type FakeFetch } from '@tpp/ui/testing';
import {
  CAMPAIGN_ID,
  CAMPAIGN_SAVE,
  CONFLICT_ANSWER,
  campaignAnswers,
  campaignSheet,
} from './campaign.fixtures';
import { saveStatus } from '../../components/autosave/saveLoop';
import { campaignApi } from '../../api/campaignApi';
import { selectCampaignDirty, useCampaignTable } from './campaignTableStore';

let fake: FakeFetch;
const store = () => useCampaignTable.getState();
const indicator = () => saveStatus(store().autosave);
/** Lets the fake network and the store's promise chains settle (timers stay fake). */
const settle = async () => {
  for (let round = 0; round < 10; round += 1) await Promise.resolve();
};

/** Reads the table as useCampaignLoad does, into the store. */
async function read() {
  const [{ sheet }, campaign] = await Promise.all([
    campaignApi.sheet(CAMPAIGN_ID),
    campaignApi.campaign(CAMPAIGN_ID),
  ]);
  store().load(sheet, campaign);
}

async function openWith(save: Parameters<typeof campaignAnswers>[1]) {
  fake = installFakeFetch(campaignAnswers(campaignSheet(), save));
  await read();
  expect(store().sheet?.id).toBe(CAMPAIGN_ID);
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});
afterEach(() => {
  store().close();
  fake?.restore();
  jest.useRealTimers();
});

describe('campaign table store', () => {
  it('autosaves 1.5 s after the last edit, with the version it was based on, and ends Saved', async () => {
    await openWith(undefined);
    expect(indicator()).toBe('saved');
    store().edit(2, 'Sender', 'Mia');
    jest.advanceTimersByTime(1000);
    store().edit(2, 'Rate', '$900');
    expect(indicator()).toBe('unsaved');
    expect(selectCampaignDirty(store())).toBe(true);

    jest.advanceTimersByTime(SHEET_TIMINGS_MS.sheetAutosave - 1);
    expect(fake.callsTo(CAMPAIGN_SAVE)).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(indicator()).toBe('saving');
    await settle();

    expect(fake.callsTo(CAMPAIGN_SAVE).map((call) => call.body)).toEqual([
      {
        talent_sheet_id: CAMPAIGN_ID,
        campaign_version: 4,
        campaign_data: {
          '1': { 'Date Sent': '11/02/26', Notes: 'n'.repeat(130) },
          '2': { Sender: 'Mia', Rate: '$900' },
        },
      },
    ]);
    expect(indicator()).toBe('saved');
    expect(store().autosave.version).toBe(5);
    expect(selectCampaignDirty(store())).toBe(false);
  });

  it('saves edits made while a save ran in a second save based on the new version', async () => {
    const answers: ReturnType<typeof deferred<FakeAnswer>>[] = [];
    let version = 4;
    await openWith(() => {
      const answer = deferred<FakeAnswer>();
      answers.push(answer);
      version += 1;
      const settled = version;
      return answer.promise.then(() => ({ body: { success: true, campaign_version: settled } }));
    });
    store().edit(1, 'Contact', 'ava@example.com');
    jest.advanceTimersByTime(SHEET_TIMINGS_MS.sheetAutosave);
    await settle();
    expect(fake.callsTo(CAMPAIGN_SAVE)).toHaveLength(1);
    store().edit(1, 'Replied', 'Y');
    answers[0]!.resolve({});
    await settle();
    // The first save is stored, the later edit is not yet: still unsaved, and a save is scheduled.
    expect(indicator()).toBe('unsaved');
    jest.advanceTimersByTime(SHEET_TIMINGS_MS.sheetAutosave);
    await settle();
    const saves = fake.callsTo(CAMPAIGN_SAVE);
    expect(saves).toHaveLength(2);
    expect(saves[1]!.body).toMatchObject({
      campaign_version: 5,
      campaign_data: { '1': { Contact: 'ava@example.com', Replied: 'Y' } },
    });
    answers[1]!.resolve({});
    await settle();
    expect(indicator()).toBe('saved');
  });

  it('a Save clicked while an autosave runs waits for it, then saves what is still unsaved', async () => {
    const first = deferred<FakeAnswer>();
    let saves = 0;
    await openWith(() => {
      saves += 1;
      return saves === 1 ? first.promise : { body: { success: true, campaign_version: 6 } };
    });
    store().edit(1, 'Sender', 'Ana');
    jest.advanceTimersByTime(SHEET_TIMINGS_MS.sheetAutosave);
    await settle();
    store().edit(1, 'Rate', '$5');
    const manual = store().save();
    first.resolve({ body: { success: true, campaign_version: 5 } });
    expect(await manual).toEqual({ ok: true });
    const bodies = fake.callsTo(CAMPAIGN_SAVE).map((call) => call.body);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({
      campaign_version: 5,
      campaign_data: { '1': { Sender: 'Ana', Rate: '$5' } },
    });
    expect(indicator()).toBe('saved');
  });

  it('stops on a conflict: shows it, keeps the edits unsaved, never sends another save over the other one', async () => {
    await openWith(() => CONFLICT_ANSWER);
    store().edit(2, 'Sender', 'Mia');
    jest.advanceTimersByTime(SHEET_TIMINGS_MS.sheetAutosave);
    await settle();
    expect(fake.callsTo(CAMPAIGN_SAVE)).toHaveLength(1);
    expect(fake.callsTo(CAMPAIGN_SAVE)[0]!.body).toMatchObject({ campaign_version: 4 });
    expect(store().autosave.phase).toBe('conflict');
    expect(indicator()).toBe('conflict');
    // Still dirty: leaving asks first.
    expect(selectCampaignDirty(store())).toBe(true);

    store().edit(2, 'Rate', '$1');
    expect(store().data['2']).toEqual({ Sender: 'Mia' });
    jest.advanceTimersByTime(SHEET_TIMINGS_MS.sheetAutosave * 4);
    const manual = await store().save();
    expect(manual).toMatchObject({ ok: false, reason: 'conflict' });
    expect(fake.callsTo(CAMPAIGN_SAVE)).toHaveLength(1);

    // Reloading shows the stored table and saves again from its version.
    await read();
    expect(store().autosave.phase).toBe('idle');
    expect(store().data['2']).toBeUndefined();
    expect(indicator()).toBe('saved');
  });

  it("shows the server's error and waits for the next edit instead of retrying in a loop", async () => {
    let fail = true;
    await openWith(() =>
      fail
        ? {
            status: 400,
            body: {
              statusCode: 400,
              error: SHEET_ERROR_CODES.campaignDataInvalid,
              message: 'Please check campaign_data.2.Rate.',
            },
          }
        : { body: { success: true, campaign_version: 5 } },
    );
    store().edit(2, 'Rate', '$900');
    jest.advanceTimersByTime(SHEET_TIMINGS_MS.sheetAutosave);
    await settle();
    expect(store().autosave.failure?.message).toBe('Please check campaign_data.2.Rate.');
    expect(indicator()).toBe('failed');
    jest.advanceTimersByTime(SHEET_TIMINGS_MS.sheetAutosave * 4);
    await settle();
    expect(fake.callsTo(CAMPAIGN_SAVE)).toHaveLength(1);

    fail = false;
    store().edit(2, 'Rate', '$950');
    jest.advanceTimersByTime(SHEET_TIMINGS_MS.sheetAutosave);
    await settle();
    expect(fake.callsTo(CAMPAIGN_SAVE)).toHaveLength(2);
    expect(indicator()).toBe('saved');
  });

  it('saves soon when the indicator is clicked, and drops a pending save when the page is left', async () => {
    await openWith(undefined);
    store().edit(1, 'Sender', 'Ana');
    store().saveSoon();
    jest.advanceTimersByTime(SHEET_TIMINGS_MS.forcedSaveDelay);
    await settle();
    expect(fake.callsTo(CAMPAIGN_SAVE)).toHaveLength(1);

    store().edit(1, 'Sender', 'Ana Lee');
    store().close();
    jest.advanceTimersByTime(SHEET_TIMINGS_MS.sheetAutosave * 2);
    await settle();
    expect(fake.callsTo(CAMPAIGN_SAVE)).toHaveLength(1);
  });
});
