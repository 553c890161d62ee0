import type { AddTalentTask } from '@tpp/contracts';
import { taskState } from '../../components/AddTalentTaskCard';

export { taskState };

/** The spec's request/task status filters. */
export const TASK_FILTERS = ['All', 'Completed', 'Pending', 'Errors'] as const;
export type TaskFilter = (typeof TASK_FILTERS)[number];

export function matchesFilter(task: AddTalentTask, filter: TaskFilter): boolean {
  switch (filter) {
    case 'All':
      return true;
    case 'Completed':
      return taskState(task) === 'completed';
    case 'Pending':
      return taskState(task) === 'pending';
    case 'Errors':
      return taskState(task) === 'error';
  }
}

export function filterCounts(tasks: readonly AddTalentTask[]): Record<TaskFilter, number> {
  return Object.fromEntries(
    TASK_FILTERS.map((filter) => [filter, tasks.filter((task) => matchesFilter(task, filter)).length]),
  ) as Record<TaskFilter, number>;
}

/** While a task runs the list is read again this often (live updates without a reload). */
export const TASK_REFRESH_MS = 1500;
