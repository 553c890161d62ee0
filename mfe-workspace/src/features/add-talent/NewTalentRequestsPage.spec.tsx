import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ADD_TALENT_MESSAGES, type AddTalentTask } from '@tpp/contracts';
import { addTalentTask } from '../../testing/addTalent.fixtures';
import { installFakeFetch, type FakeFetch } from '@tpp/ui/testing';
import { NewTalentRequestsPage } from './NewTalentRequestsPage';

let fake: FakeFetch | null = null;
afterEach(() => {
  cleanup();
  fake?.restore();
});

const pending = addTalentTask();
const completed: AddTalentTask = {
  ...pending,
  influencer_id: 42,
  is_completed: true,
  portrait_url: '/api/media/avatars/jane.svg',
  completed_at: '2026-11-24T10:00:02Z',
};

describe('NewTalentRequestsPage', () => {
  it('updates a running task on screen without a reload; its profile link appears once completed', async () => {
    let reads = 0;
    fake = installFakeFetch(() => {
      reads += 1;
      return { body: { tasks: [reads === 1 ? pending : completed], credits: 3 } };
    });
    render(<NewTalentRequestsPage />);
    const card = await screen.findByRole('listitem', { name: 'Jane Doe' });
    expect(within(card).getByText('In progress')).toBeTruthy();
    expect(within(card).queryByRole('link', { name: 'View Profile' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pending (1)' })).toBeTruthy();
    const link = await within(card).findByRole('link', { name: 'View Profile' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/influencers/profile/42');
    expect(screen.getByRole('button', { name: 'Completed (1)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Errors (0)' }));
    expect(screen.getByText(ADD_TALENT_MESSAGES.noTasks)).toBeTruthy();
  });

  it('shows the load failure with Try Again, which reads the tasks again', async () => {
    let reads = 0;
    fake = installFakeFetch(() => {
      reads += 1;
      return reads === 1
        ? { status: 500, body: { statusCode: 500, error: 'INTERNAL_ERROR', message: 'x' } }
        : { body: { tasks: [completed], credits: 3 } };
    });
    render(<NewTalentRequestsPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(ADD_TALENT_MESSAGES.tasksLoadFailed);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('listitem', { name: 'Jane Doe' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
