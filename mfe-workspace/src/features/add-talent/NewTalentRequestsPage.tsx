import { useEffect, useState } from 'react';
import { ADD_TALENT_MESSAGES, PLATFORM_LABELS, type AddTalentTask } from '@tpp/contracts';
import { Alert, Button, EmptyState, LinkButton, PageHeader, Spinner, useDocumentTitle } from '@tpp/ui';
import { intakeApi } from '../../api/intakeApi';
import { PlatformIcon } from '../../components/PlatformIcon';
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

const STATE_LABELS = { completed: 'Completed', pending: 'In progress', error: 'Error' } as const;

/**
 * The team's add-talent tasks, read again every TASK_REFRESH_MS while one is running (and the page
 * is visible), so running tasks update on screen without a reload.
 */
function useTasks() {
  const [tasks, setTasks] = useState<AddTalentTask[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | null = null;
    const read = async () => {
      controller = new AbortController();
      try {
        const answer = await intakeApi.tasks(controller.signal);
        if (stopped) return;
        setTasks(answer.tasks);
        setFailed(null);
        if (answer.tasks.some((task) => taskState(task) === 'pending'))
          timer = setTimeout(tick, TASK_REFRESH_MS);
      } catch (error) {
        // The spec's one message for any failed load.
        if (!stopped && !(error instanceof DOMException && error.name === 'AbortError'))
          setFailed(ADD_TALENT_MESSAGES.tasksLoadFailed);
      }
    };
    const tick = () => {
      if (document.visibilityState === 'hidden') timer = setTimeout(tick, TASK_REFRESH_MS);
      else void read();
    };
    void read();
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
    };
  }, [attempt]);
  return { tasks, failed, dismiss: () => setFailed(null), retry: () => setAttempt((n) => n + 1) };
}

/** /add-talent-requests ('New Talent Requests'): one card per add-talent task with filters by state. */
export function NewTalentRequestsPage() {
  useDocumentTitle('New Talent Requests');
  const { tasks, failed, dismiss, retry } = useTasks();
  const [filter, setFilter] = useState<TaskFilter>('All');
  const counts = filterCounts(tasks ?? []);
  const shown = (tasks ?? []).filter((task) => matchesFilter(task, filter));

  return (
    <div className="tpp-page">
      <PageHeader
        title="New Talent Requests"
        actions={
          <nav aria-label="New Talent Requests links" className="tpp-page-header__actions">
            <LinkButton href="/add-talent">Add Talent</LinkButton>
          </nav>
        }
      />
      {failed ? (
        <Alert tone="error" onDismiss={dismiss}>
          {failed}{' '}
          <Button variant="link" onClick={retry}>
            Try Again
          </Button>
        </Alert>
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
      {tasks === null && !failed ? <Spinner /> : null}
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
