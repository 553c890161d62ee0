import { useState } from 'react';
import { ADD_TALENT_MESSAGES, PLATFORM_LABELS, type AddTalentTask } from '@tpp/contracts';
import { useApiQuery } from '@tpp/session';
import { Button, EmptyState, ErrorState, LinkButton, LoadingState, useDocumentTitle } from '@tpp/ui';
import { intakeApi } from '../../api/intakeApi';
import { workspaceKeys } from '../../api/workspaceQueries';
import { PlatformIcon } from '../../components/PlatformIcon';
import { useRefreshWhileVisible } from '../../components/useRefreshWhileVisible';
import {
  TASK_FILTERS,
  TASK_REFRESH_MS,
  filterCounts,
  formatTaskTime,
  matchesFilter,
  taskState,
  type TaskFilter,
} from './taskFilters';
import './addTalent.css';
import { LinksPageHeader } from '../../components/LinksPageHeader';

const STATE_LABELS = { completed: 'Completed', pending: 'In progress', error: 'Error' } as const;

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
      <LinksPageHeader title="New Talent Requests">
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

function TaskCard({ task }: { task: AddTalentTask }) {
  const state = taskState(task);
  const initials = task.influencer_name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <li className="tpp-task-card" aria-label={task.influencer_name}>
      {task.portrait_url ? (
        <img className="tpp-task-card__portrait" src={task.portrait_url} alt="" width={64} height={64} />
      ) : (
        <span className="tpp-task-card__portrait" aria-hidden="true">
          {initials}
        </span>
      )}
      <h3>{task.influencer_name}</h3>
      <span>
        <span className={`tpp-badge tpp-badge--${state}`}>{STATE_LABELS[state]}</span>
      </span>
      <ul className="tpp-task-card__socials" aria-label="Requested socials">
        {task.requested_socials.map((social) => (
          <li key={`${social.platform}:${social.handle}`}>
            <PlatformIcon platform={social.platform} size={16} />
            <span>
              @{social.handle}
              {social.primary ? <span className="tpp-muted"> (primary)</span> : null}
            </span>
            <span className="tpp-visually-hidden">on {PLATFORM_LABELS[social.platform]}</span>
          </li>
        ))}
      </ul>
      <dl>
        <dt>Created</dt>
        <dd>{formatTaskTime(task.created_at)}</dd>
        <dt>Completed</dt>
        <dd>{task.completed_at ? formatTaskTime(task.completed_at) : '—'}</dd>
      </dl>
      {task.error_message ? <p className="tpp-task-card__error">{task.error_message}</p> : null}
      <div className="tpp-task-card__footer">
        {task.is_completed && task.influencer_id !== null ? (
          <LinkButton href={`/influencers/profile/${task.influencer_id}`}>View Profile</LinkButton>
        ) : (
          <span className="tpp-muted">{state === 'pending' ? 'Profile available once completed' : ''}</span>
        )}
      </div>
    </li>
  );
}
