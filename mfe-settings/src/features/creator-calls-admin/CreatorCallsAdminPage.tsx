import { useState } from 'react';
import { CREATOR_CALL_MESSAGES, type CastingCall } from '@tpp/contracts';
import { useSession } from '@tpp/session';
import { Alert, Button, EmptyState, PageHeader, QueryView, useDocumentTitle, useTimedMessage } from '@tpp/ui';
import { Link } from 'wouter';
import { useAdminCreatorCalls } from '../../api/settingsQueries';
import { CreatorCallForm } from './CreatorCallForm';
import './creatorCallsAdmin.css';

export const CREATOR_CALLS_ADMIN_ROUTE = '/configure/creator-calls';

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const dayOf = (value: string) => DAY.format(new Date(`${value}T00:00:00Z`));

/** Newest first, as staff look for the call they just posted. */
const newestFirst = (calls: CastingCall[]) =>
  [...calls].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);

/**
 * /configure/creator-calls: staff and platform admins post the brands' Creator Calls and edit
 * them (deadline included); every agency sees them on /creator-calls. Anyone else is told they
 * may not (the API refuses them too).
 */
export function CreatorCallsAdminPage() {
  useDocumentTitle('Manage Creator Calls');
  const allowed = useSession((state) => Boolean(state.user?.is_admin || state.user?.is_staff));
  const query = useAdminCreatorCalls(allowed);
  /** The call being edited, 'new', or null when the form is closed. */
  const [editing, setEditing] = useState<CastingCall | 'new' | null>(null);
  const saved = useTimedMessage(6000);

  const onSaved = (call: CastingCall, wasNew: boolean) => {
    const calls = query.data ?? [];
    query.setData(wasNew ? [...calls, call] : calls.map((entry) => (entry.id === call.id ? call : entry)));
    setEditing(null);
    saved.show(wasNew ? `Creator Call “${call.title}” created.` : `Changes to “${call.title}” saved.`);
  };

  const edit = (call: CastingCall) => {
    saved.clear();
    setEditing(call);
    window.scrollTo?.({ top: 0 });
  };

  return (
    <div className="tpp-page call-admin">
      <PageHeader
        title="Manage Creator Calls"
        subtitle="Post brands' calls for creators and edit them. Every agency sees them on Creator Calls."
        actions={
          allowed && editing === null ? (
            <Button onClick={() => setEditing('new')}>New Creator Call</Button>
          ) : undefined
        }
      />
      <p>
        <Link href="/configure">Back to Settings</Link>
      </p>
      {!allowed ? <Alert tone="warning">{CREATOR_CALL_MESSAGES.manageNotAllowed}</Alert> : null}
      {saved.message ? (
        <div role="status">
          <Alert tone="success">{saved.message}</Alert>
        </div>
      ) : null}
      {allowed && editing !== null ? (
        <CreatorCallForm
          key={editing === 'new' ? 'new' : editing.id}
          call={editing === 'new' ? null : editing}
          onSaved={(call) => onSaved(call, editing === 'new')}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {allowed ? (
        <QueryView
          query={query}
          errorText="The Creator Calls could not be loaded."
          isEmpty={(calls) => calls.length === 0}
          empty={<EmptyState title="No Creator Calls">Post the first one with New Creator Call.</EmptyState>}
        >
          {(calls) => (
            <ul className="call-admin__list" aria-label="Creator Calls">
              {newestFirst(calls).map((call) => (
                <li key={call.id} className="tpp-card call-admin__item">
                  <div className="call-admin__item-text">
                    <h2>{call.title}</h2>
                    <p className="tpp-muted">
                      {[...new Set([call.brandRepresented, call.team_name])].filter(Boolean).join(' · ')}
                    </p>
                    <p>
                      <span>
                        {call.response_deadline
                          ? `Respond by ${dayOf(call.response_deadline)}`
                          : 'No response deadline'}
                      </span>
                      {' · '}
                      <span className={call.closed ? 'call-admin__state is-closed' : 'call-admin__state'}>
                        {call.closed ? 'Closed' : 'Open'}
                      </span>
                    </p>
                  </div>
                  <Button variant="secondary" aria-label={`Edit ${call.title}`} onClick={() => edit(call)}>
                    Edit
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      ) : null}
    </div>
  );
}
