import { describe, expect, it } from '@jest/globals';
import type { AddTalentTask } from '@tpp/contracts';
import { filterCounts, matchesFilter, taskState } from './taskFilters';

const task = (state: 'pending' | 'completed' | 'error', id: number): AddTalentTask => ({
  id,
  influencer_name: `Task ${id}`,
  portrait_url: null,
  influencer_id: state === 'completed' ? id : null,
  is_completed: state === 'completed',
  has_error: state === 'error',
  error_message: state === 'error' ? 'No such account' : null,
  requested_socials: [{ platform: 'instagram', handle: `h${id}`, primary: true }],
  primary_social: { platform: 'instagram', handle: `h${id}`, primary: true },
  created_at: '2026-11-24T10:00:00Z',
  completed_at: state === 'pending' ? null : '2026-11-24T10:00:02Z',
});

describe('task filters', () => {
  const tasks = [task('pending', 1), task('completed', 2), task('completed', 3), task('error', 4)];

  it('counts All, Completed, Pending and Errors', () => {
    expect(filterCounts(tasks)).toEqual({ All: 4, Completed: 2, Pending: 1, Errors: 1 });
    expect(filterCounts([])).toEqual({ All: 0, Completed: 0, Pending: 0, Errors: 0 });
  });

  it('keeps the tasks of the chosen state', () => {
    expect(tasks.filter((t) => matchesFilter(t, 'Errors')).map((t) => t.id)).toEqual([4]);
    expect(tasks.filter((t) => matchesFilter(t, 'Pending')).map(taskState)).toEqual(['pending']);
  });
});
