import type { AddTalentTask } from '@tpp/contracts';

/** The spec's request/task status filters. */
export const TASK_FILTERS = ['All', 'Completed', 'Pending', 'Errors'] as const;
export type TaskFilter = (typeof TASK_FILTERS)[number];

export function taskState(task: AddTalentTask): 'completed' | 'pending' | 'error' {
  return task.is_completed ? 'completed' : task.has_error ? 'error' : 'pending';
}

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

const TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export function formatTaskTime(timestamp: string | null): string {
  return timestamp ? TIME.format(new Date(timestamp)) : '';
}
