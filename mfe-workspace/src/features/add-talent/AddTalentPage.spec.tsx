import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ADD_TALENT_MESSAGES } from '@tpp/contracts';
import { addTalentTask } from '../../testing/addTalent.fixtures';
import { installFakeFetch, type FakeFetch, type RecordedRequest } from '@tpp/ui/testing';
import { AddTalentPage, creditsText } from './AddTalentPage';

let fake: FakeFetch | null = null;
afterEach(() => {
  cleanup();
  fake?.restore();
});

const TASK = addTalentTask();

function api(credits: number, add: (request: RecordedRequest) => { status?: number; body: unknown }) {
  return installFakeFetch((request) => {
    if (request.path === '/api/tasks/add-influencer') return { body: { tasks: [], credits } };
    if (request.path === '/api/check-social') {
      const handle = request.query.get('url')!.replace(/^@/, '');
      return handle === 'kept'
        ? { body: { existing: { influencer_id: 9, fullname: 'Kept Kim', platform: 'instagram', handle } } }
        : { body: { social: { platform: request.query.get('platform'), handle, profile_url: 'x' } } };
    }
    return add(request);
  });
}

async function addSocial(text: string) {
  fireEvent.change(screen.getByLabelText('Handle/Link'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Add Social' }));
}

describe('AddTalentPage', () => {
  it('adds checked socials, refuses one the team has, submits, and offers Add Another', async () => {
    fake = api(3, () => ({ body: { task: TASK, credits: 2 } }));
    render(<AddTalentPage />);
    expect(await screen.findByText('3 requests left for your team. Each request uses one.')).toBeTruthy();
    await addSocial('kept');
    expect(await screen.findByText('Your team already has that account: Kept Kim')).toBeTruthy();
    await addSocial('@jane');
    expect(await screen.findByText('@jane')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(screen.getByRole('alert').textContent).toBe(ADD_TALENT_MESSAGES.needName);
    fireEvent.change(screen.getByLabelText('Creator Name'), { target: { value: ' Jane Doe ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(await screen.findByRole('heading', { name: 'Submitted for Review' })).toBeTruthy();
    expect(fake.callsTo('/api/add-influencer')[0]?.body).toEqual({
      influencer: { name: 'Jane Doe', socials: [{ platform: 'instagram', handle: 'jane', primary: true }] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Another' }));
    expect(await screen.findByText('No socials added yet.')).toBeTruthy();
  });

  it('takes a handle typed but not added on Submit, and blocks Submit on a typed one that fails its checks', async () => {
    fake = api(3, () => ({ body: { task: TASK, credits: 2 } }));
    render(<AddTalentPage />);
    await screen.findByText('3 requests left for your team. Each request uses one.');
    fireEvent.change(screen.getByLabelText('Creator Name'), { target: { value: 'Jane Doe' } });
    fireEvent.change(screen.getByLabelText('Handle/Link'), { target: { value: 'two words' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(screen.getByText('Handle should be a single word without spaces')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Handle/Link'), { target: { value: 'kept' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(await screen.findByText('Your team already has that account: Kept Kim')).toBeTruthy();
    expect(fake.callsTo('/api/add-influencer')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Handle/Link'), { target: { value: '@jane' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(await screen.findByRole('heading', { name: 'Submitted for Review' })).toBeTruthy();
    expect(fake.callsTo('/api/add-influencer')[0]?.body).toEqual({
      influencer: { name: 'Jane Doe', socials: [{ platform: 'instagram', handle: 'jane', primary: true }] },
    });
  });

  it('shows the no_credits message when credits ran out meanwhile, and the generic one otherwise', async () => {
    let status = 409;
    fake = api(1, () =>
      status === 409
        ? { status, body: { statusCode: 409, error: 'NO_CREDITS', message: 'x' } }
        : { status, body: { statusCode: 500, error: 'INTERNAL_ERROR', message: 'x' } },
    );
    render(<AddTalentPage />);
    await screen.findByText('1 request left for your team. Each request uses one.');
    fireEvent.change(screen.getByLabelText('Creator Name'), { target: { value: 'Jane' } });
    await addSocial('jane');
    await screen.findByText('@jane');
    fireEvent.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ADD_TALENT_MESSAGES.noCredits);
    status = 500;
    fireEvent.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(await screen.findByText(ADD_TALENT_MESSAGES.addFailed)).toBeTruthy();
  });

  it("shows 'Maximum Roster Reached' at 0 credits", async () => {
    fake = api(0, () => ({ body: {} }));
    render(<AddTalentPage />);
    expect(
      await screen.findByRole('heading', { name: ADD_TALENT_MESSAGES.maximumRosterReached }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit for Review' })).toBeNull();
  });

  it("says the member's own cap this period, the team's count when lower, the team's alone when uncapped", () => {
    const mine = { cap: 5, used: 2, left: 3, since: '2026-11-27T09:00:00.000Z' };
    expect(creditsText(20, mine)).toBe('3 of your 5 credits left this period. Each request uses one.');
    expect(creditsText(1, mine)).toBe(
      '3 of your 5 credits left this period (1 request left for your team). Each request uses one.',
    );
    expect(creditsText(20, null)).toBe('20 requests left for your team. Each request uses one.');
  });
});
