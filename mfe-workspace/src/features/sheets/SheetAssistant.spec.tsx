import { beforeEach, describe, expect, it } from '@jest/globals';
import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AI_MESSAGES, SHEET_MESSAGES, type RosterInfluencer, type SheetHelperResponse } from '@tpp/contracts';
import { deferred, type FakeAnswer } from '@tpp/ui/testing';
import { rosterRow } from '../../testing/roster.fixtures';
import { useAssistantBrief } from './assistantBrief';
import { NO_MATCHES, SheetAssistant } from './SheetAssistant';
import { fakeAiHelperForEachTest } from './sheet.fixtures';
import { MEETS } from '../../testing/ai.fixtures';

const HELPER = '/api/sheet-helper';
const BRIEF = 'Instagram fitness creators with a mostly female audience for a running shoe launch';
let answer: () => FakeAnswer | Promise<FakeAnswer>;

const suggestion = (
  id: number,
  explanation: string,
  fit: SheetHelperResponse['influencers'][number]['fit'] = MEETS,
) => ({
  id,
  explanation,
  fit,
  influencer: rosterRow(id, { fullname: `Runner ${id}`, primary_followers: 48_200 }),
});
const ANSWER: SheetHelperResponse = {
  influencers: [
    suggestion(11, '81% female audience; tagged Fitness and Running; 48.2K Instagram followers.'),
    suggestion(12, '74% female audience; tagged Fitness.'),
    suggestion(13, '70% female audience; tagged Running.', {
      status: 'partial',
      met: ['Instagram'],
      missed: ['No Fitness or Running tag'],
      not_checked: [],
    }),
  ],
  brief: {
    constraints: ['Instagram', 'mostly female audience'],
    niches: ['Fitness', 'Running'],
    relaxed: [{ constraint: 'under 10K followers', reason: 'no creator on your roster has fewer' }],
    not_checked: [],
  },
};

const fake = fakeAiHelperForEachTest(HELPER, () => answer());
beforeEach(() => {
  answer = () => ({ body: ANSWER });
});

/** The Assistant over a sheet held in state, like the editor's store (room: how many more fit). */
function Harness({ start = [], max = 1000 }: { start?: number[]; max?: number }) {
  const [sheet, setSheet] = useState<number[]>(start);
  const onAdd = (influencers: readonly RosterInfluencer[]) =>
    setSheet((current) =>
      [...current, ...influencers.map((one) => one.id).filter((id) => !current.includes(id))].slice(0, max),
    );
  return (
    <>
      <SheetAssistant
        onSheet={new Set(sheet)}
        onAdd={onAdd}
        room={Math.max(0, max - sheet.length)}
        limitMessage={SHEET_MESSAGES.castingCallLimit}
      />
      <p data-testid="on-sheet">{sheet.join(',')}</p>
    </>
  );
}

const describeCampaign = (text: string) =>
  fireEvent.change(screen.getByLabelText('Campaign description'), { target: { value: text } });
const onTheSheet = () => screen.getByTestId('on-sheet').textContent;

describe('SheetAssistant', () => {
  it('refuses a description under 20 characters without a call', () => {
    render(<Harness />);
    describeCampaign('fitness for shoes');
    fireEvent.click(screen.getByRole('button', { name: 'Find Matches' }));
    expect(screen.getByRole('alert').textContent).toBe(AI_MESSAGES.descriptionTooShort);
    expect(fake.callsTo(HELPER)).toHaveLength(0);
    // Long enough: the message goes as the agent types.
    describeCampaign(BRIEF);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks with the description and the sheet, shows the brief and why, Add and Add All', async () => {
    const held = deferred<FakeAnswer>();
    answer = () => held.promise;
    render(<Harness start={[5]} />);
    describeCampaign(BRIEF);
    fireEvent.click(screen.getByRole('button', { name: 'Find Matches' }));
    expect(screen.getByText('Finding matches on your roster...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Find Matches' }).getAttribute('aria-busy')).toBe('true');
    held.resolve({ body: ANSWER });

    expect(await screen.findByText(ANSWER.influencers[0]!.explanation)).toBeTruthy();
    expect(screen.getAllByText('Meets the brief')).toHaveLength(2);
    expect(screen.getByText('misses No Fitness or Running tag', { exact: false })).toBeTruthy();
    expect(screen.queryByText('Finding matches on your roster...')).toBeNull();
    expect(fake.callsTo(HELPER).map((call) => call.body)).toEqual([
      { description: BRIEF, included_influencers: [5] },
    ]);
    expect(screen.getByText(/Instagram, mostly female audience/)).toBeTruthy();
    expect(screen.getByText(/under 10K followers: no creator on your roster has fewer/)).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Suggested creators' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getAllByText('48.2K Instagram followers')).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'Add Runner 12' }));
    expect(onTheSheet()).toBe('5,12');
    expect(screen.getByRole('button', { name: 'Runner 12 added' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Add All' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add 2 creators', hidden: true }));
    expect(onTheSheet()).toBe('5,12,11,13');
    expect(screen.getByRole('button', { name: 'Add All' })).toHaveProperty('disabled', true);

    // The next ask names every creator on the sheet, so none of them comes back.
    fireEvent.click(screen.getByRole('button', { name: 'Find Matches' }));
    await screen.findByText(ANSWER.influencers[0]!.explanation);
    expect(fake.callsTo(HELPER).at(-1)?.body).toEqual({
      description: BRIEF,
      included_influencers: [5, 12, 11, 13],
    });
  });

  it("Add All says the sheet's limit when it cannot take them all", async () => {
    render(<Harness start={[1]} max={3} />);
    describeCampaign(BRIEF);
    fireEvent.click(screen.getByRole('button', { name: 'Find Matches' }));
    await screen.findByText(ANSWER.influencers[0]!.explanation);
    fireEvent.click(screen.getByRole('button', { name: 'Add All' }));
    // The sheet takes 2 more: the confirmation counts those.
    fireEvent.click(await screen.findByRole('button', { name: 'Add 2 creators', hidden: true }));
    expect(onTheSheet()).toBe('1,11,12');
    expect(screen.getByRole('status').textContent).toBe(SHEET_MESSAGES.castingCallLimit);
  });

  it('says nothing more than an empty line when there are no matches; a failure is an alert', async () => {
    answer = () => ({
      body: { influencers: [], brief: { constraints: [], niches: [], relaxed: [], not_checked: [] } },
    });
    render(<Harness />);
    describeCampaign(BRIEF);
    fireEvent.click(screen.getByRole('button', { name: 'Find Matches' }));
    expect(await screen.findByText(NO_MATCHES)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    answer = () => ({
      status: 429,
      body: {
        statusCode: 429,
        error: 'RATE_LIMITED',
        message: 'Too many AI requests. Try again in a minute.',
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Find Matches' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many AI requests. Try again in a minute.',
    );

    answer = () => ({ status: 502, body: {} });
    fireEvent.click(screen.getByRole('button', { name: 'Find Matches' }));
    expect((await screen.findByRole('alert')).textContent).toBe(AI_MESSAGES.somethingWentWrong);
  });

  it('keeps the description for the notes (the shared brief)', () => {
    render(<Harness />);
    describeCampaign(BRIEF);
    expect(useAssistantBrief.getState().description).toBe(BRIEF);
  });
});
