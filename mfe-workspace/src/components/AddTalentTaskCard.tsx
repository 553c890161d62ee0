import { PLATFORM_LABELS, type AddTalentTask } from '@tpp/contracts';
import { LinkButton } from '@tpp/ui';
import { formatDateTime } from './formatDates';
import { PlatformIcon } from './PlatformIcon';
import './addTalentTask.css';

/** An Add Talent task's state: completed, running (pending) or ended in error. */
export function taskState(task: AddTalentTask): 'completed' | 'pending' | 'error' {
  return task.is_completed ? 'completed' : task.has_error ? 'error' : 'pending';
}

export const TASK_STATE_LABELS = { completed: 'Completed', pending: 'In progress', error: 'Error' } as const;

/** One Add Talent task: portrait, state, requested socials, times, its error, and View Profile once done. */
export function TaskCard({ task }: { task: AddTalentTask }) {
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
        <span className={`tpp-badge tpp-badge--${state}`}>{TASK_STATE_LABELS[state]}</span>
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
        <dd>{formatDateTime(task.created_at)}</dd>
        <dt>Completed</dt>
        <dd>{task.completed_at ? formatDateTime(task.completed_at) : '—'}</dd>
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
