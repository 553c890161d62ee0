import { useState } from 'react';
import { useSession } from '@tpp/session';
import { Alert, Button, EmptyState, PageHeader, QueryView, TableHead, useDocumentTitle } from '@tpp/ui';
import { Link } from 'wouter';
import { useAuditLog } from '../../../api/settingsQueries';
import './admin.css';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** /configure/audit-log: who acted as whom, when, and what (admins only). */
export function AuditLogPage() {
  useDocumentTitle('Audit Log');
  const isAdmin = useSession((state) => Boolean(state.user?.is_admin));
  const [page, setPage] = useState(1);
  const query = useAuditLog(page, isAdmin);

  return (
    <div className="tpp-page">
      <PageHeader
        title="Audit Log"
        subtitle="Every action an admin took as an organization and staff took as a user."
      />
      <p>
        <Link href="/configure">Back to Settings</Link>
      </p>
      {!isAdmin ? <Alert tone="warning">Only administrators can read the audit log.</Alert> : null}
      {isAdmin ? (
        <QueryView
          query={query}
          errorText="The audit log could not be loaded."
          isEmpty={(log) => log.entries.length === 0}
          empty={
            <EmptyState title="No actions yet">Nobody has acted as an organization or a user.</EmptyState>
          }
        >
          {(log) => (
            <div className="tpp-card">
              <div className="admin-table-wrap">
                <table className="admin-table">
                  <caption className="tpp-visually-hidden">Audit log, newest first</caption>
                  <TableHead columns={['When', 'Who', 'As', 'What']} />
                  <tbody>
                    {log.entries.map((entry) => (
                      <tr key={entry.id}>
                        <td>{WHEN.format(new Date(entry.created_at))}</td>
                        <td>{entry.actor_email}</td>
                        <td>
                          {[entry.as_team_name, entry.as_user_email].filter(Boolean).join(' · ') || '—'}
                        </td>
                        <td>{entry.action}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className="admin-tools__row">
                <Button variant="secondary" disabled={page === 1} onClick={() => setPage((n) => n - 1)}>
                  Newer
                </Button>
                <Button variant="secondary" disabled={!log.has_more} onClick={() => setPage((n) => n + 1)}>
                  Older
                </Button>
              </div>
            </div>
          )}
        </QueryView>
      ) : null}
    </div>
  );
}
