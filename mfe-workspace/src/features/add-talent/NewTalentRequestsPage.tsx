import { useState } from 'react';
import { ADD_TALENT_MESSAGES } from '@tpp/contracts';
import { useApiQuery } from '@tpp/session';
import { Button, EmptyState, ErrorState, LinkButton, LoadingState, useDocumentTitle } from '@tpp/ui';
import { AddTalentPaths } from '../../components/AddTalentPaths';
import { intakeApi } from '../../api/intakeApi';
import { workspaceKeys } from '../../api/workspaceQueries';
import { TaskCard, taskState } from '../../components/AddTalentTaskCard';
import { useRefreshWhileVisible } from '../../components/useRefreshWhileVisible';
import { TASK_FILTERS, TASK_REFRESH_MS, filterCounts, matchesFilter, type TaskFilter } from './taskFilters';
import './addTalent.css';
import { LinksPageHeader } from '../../components/LinksPageHeader';

/**
 * The team's add-talent tasks, read again every TASK_REFRESH_MS while one is running (and the page
 * is visible), so running tasks update on screen without a reload.
 */
function useTasks() {
  const key = workspaceKeys.addTalentTasks();
  const query = useApiQuery(key, (signal) => intakeApi.tasks(signal));
  const running = query.data?.tasks.some((task) => taskState(task) === 'pending') ?? false;
  useRefreshWhileVisible(key, running, query.fetching, TASK_REFRESH_MS);
  return query;
}

/** /add-talent-requests ('New Talent Requests'): one card per add-talent task with filters by state. */
export function NewTalentRequestsPage() {
  useDocumentTitle('New Talent Requests');
  const query = useTasks();
  const tasks = query.data?.tasks ?? null;
  const [filter, setFilter] = useState<TaskFilter>('All');
  const counts = filterCounts(tasks ?? []);
  const shown = (tasks ?? []).filter((task) => matchesFilter(task, filter));

  return (
    <div className="tpp-page">
      <LinksPageHeader title="New Talent Requests" subtitle={<AddTalentPaths here="automatic" />}>
        <LinkButton href="/add-talent">Add Talent</LinkButton>
      </LinksPageHeader>
      {query.state.status === 'error' || query.state.status === 'not-found' ? (
        // One message for any failed load.
        <ErrorState onRetry={query.retry}>{ADD_TALENT_MESSAGES.tasksLoadFailed}</ErrorState>
      ) : null}
      <div className="tpp-filter-buttons" role="group" aria-label="Filter requests">
        {TASK_FILTERS.map((option) => (
          <Button
            key={option}
            variant="secondary"
            aria-pressed={filter === option}
            onClick={() => setFilter(option)}
          >
            {option} ({counts[option]})
          </Button>
        ))}
      </div>
      {query.state.status === 'loading' ? <LoadingState /> : null}
      {tasks !== null && shown.length === 0 ? <EmptyState title={ADD_TALENT_MESSAGES.noTasks} /> : null}
      {shown.length > 0 ? (
        <ul className="tpp-task-cards" aria-label="Talent requests">
          {shown.map((task) => (
            <TaskCard key={task.id} task={task} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
