import { beforeEach, describe, expect, it } from '@jest/globals';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { AI_MESSAGES } from '@tpp/contracts';
import { deferred, type FakeAnswer } from '@tpp/ui/testing';
import { useAssistantBrief } from './assistantBrief';
import { NoteSuggest } from './NoteSuggest';
import { fakeAiHelperForEachTest } from './sheet.fixtures';

const HELPER = '/api/special-note-helper';
const BRIEF = 'Instagram fitness creators with a mostly female audience for a running shoe launch';
const DRAFT = 'Maya Reyes runs 5K routes for 48.2K Instagram followers, 81% of them women.';
let answer: () => FakeAnswer | Promise<FakeAnswer>;

const fake = fakeAiHelperForEachTest(HELPER, () => answer());
beforeEach(() => {
  answer = () => ({ body: { explanation: DRAFT } });
});

/** The note textarea of the sheet editor and its Suggest. */
function Harness({ initial = '' }: { initial?: string }) {
  const [note, setNote] = useState(initial);
  return (
    <>
      <label htmlFor="note">Note for Maya Reyes</label>
      <textarea id="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <NoteSuggest influencerId={42} name="Maya Reyes" note={note} onNote={setNote} />
    </>
  );
}

const note = () => (screen.getByLabelText('Note for Maya Reyes') as HTMLTextAreaElement).value;
const suggest = () => fireEvent.click(screen.getByRole('button', { name: "Suggest Maya Reyes's note" }));

describe('NoteSuggest', () => {
  it("uses the Assistant's brief and puts the draft into an empty note, editable", async () => {
    useAssistantBrief.getState().setDescription(BRIEF);
    const held = deferred<FakeAnswer>();
    answer = () => held.promise;
    render(<Harness />);
    suggest();
    // While it works, its name starts with the words shown (label in name).
    const button = screen.getByRole('button', { name: "Suggesting Maya Reyes's note" });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toBe('Suggesting...');
    held.resolve({ body: { explanation: DRAFT } });
    await screen.findByDisplayValue(DRAFT);
    expect(fake.callsTo(HELPER).map((call) => [call.method, call.body])).toEqual([
      ['POST', { influencer_id: 42, description: BRIEF }],
    ]);
    fireEvent.change(screen.getByLabelText('Note for Maya Reyes'), { target: { value: `${DRAFT} Edited.` } });
    expect(note()).toBe(`${DRAFT} Edited.`);
  });

  it('asks for a brief when there is none, with the 20-character rule', async () => {
    render(<Harness />);
    suggest();
    expect(fake.callsTo(HELPER)).toHaveLength(0);
    const field = screen.getByLabelText('Campaign brief for the note');
    fireEvent.change(field, { target: { value: 'running shoes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suggest Note' }));
    expect(screen.getByRole('alert').textContent).toBe(AI_MESSAGES.descriptionTooShort);
    expect(fake.callsTo(HELPER)).toHaveLength(0);

    fireEvent.change(field, { target: { value: BRIEF } });
    fireEvent.click(screen.getByRole('button', { name: 'Suggest Note' }));
    await screen.findByDisplayValue(DRAFT);
    expect(screen.queryByLabelText('Campaign brief for the note')).toBeNull();
    // The brief is kept for the next creator's Suggest.
    expect(useAssistantBrief.getState().description).toBe(BRIEF);
  });

  it('asks before replacing a written note: Replace, Insert Below, Cancel', async () => {
    useAssistantBrief.getState().setDescription(BRIEF);
    render(<Harness initial="Met her at the Austin run club." />);
    suggest();
    expect(await screen.findByText('Replace the current note?')).toBeTruthy();
    expect(note()).toBe('Met her at the Austin run club.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(note()).toBe('Met her at the Austin run club.');

    suggest();
    fireEvent.click(await screen.findByRole('button', { name: 'Insert Below' }));
    expect(note()).toBe(`Met her at the Austin run club.\n\n${DRAFT}`);

    suggest();
    fireEvent.click(await screen.findByRole('button', { name: 'Replace' }));
    expect(note()).toBe(DRAFT);
    expect(screen.queryByText('Replace the current note?')).toBeNull();
  });

  it("shows a failure's message in an alert and leaves the note alone", async () => {
    useAssistantBrief.getState().setDescription(BRIEF);
    answer = () => ({
      status: 404,
      body: { statusCode: 404, error: 'NOT_FOUND', message: 'This creator is not on your roster.' },
    });
    render(<Harness initial="Keep me." />);
    suggest();
    expect((await screen.findByRole('alert')).textContent).toContain('This creator is not on your roster.');
    expect(note()).toBe('Keep me.');

    answer = () => ({ status: 500, body: {} });
    suggest();
    expect((await screen.findByRole('alert')).textContent).toContain(AI_MESSAGES.somethingWentWrong);
  });
});
