import { useState } from 'react';
import { Link } from 'wouter';
import { notePreview, REQUEST_MESSAGES, type AddTalentTask, type TalentRequest } from '@tpp/contracts';
import { EmptyState, LinkButton, QueryView, Tabs, useDocumentTitle } from '@tpp/ui';
import { AddTalentPaths } from '../../components/AddTalentPaths';
import { TaskCard } from '../../components/AddTalentTaskCard';
import { DataTable } from '../../components/DataTable';
import { formatShortDate } from '../../components/formatDates';
import { LinksPageHeader } from '../../components/LinksPageHeader';
import { StatusFilter, type StatusChoice } from './RequestParts';
import { REQUEST_TYPE_LABELS, socialsShown, statusBadge } from './requestLabels';
import { useMyRequests } from './useMyRequests';
import './requests.css';

const COLUMNS = [
  { key: 'status', label: 'Status' },
  { key: 'created', label: 'Created' },
  { key: 'updated', label: 'Status Updated' },
  { key: 'name', label: 'Name' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'note', label: 'Note' },
  { key: 'socials', label: 'Socials' },
] as const;

function RequestRow({ request }: { request: TalentRequest }) {
  const badge = statusBadge(request.status);
  const { shown, more } = socialsShown(request.form_data.socials);
  return (
    <tr>
      <td>
        <span className={`tpp-status-badge tpp-status-badge--${badge.tone}`}>{badge.label}</span>
        {request.resolution === 'rejected' ? <div className="tpp-muted">Rejected</div> : null}
      </td>
      <td>{formatShortDate(request.created_at)}</td>
      <td>{formatShortDate(request.status_updated_at)}</td>
      <td>
        <Link href={`/my-requests/${request.id}`}>{request.influencer_name}</Link>
        <div className="tpp-muted">{REQUEST_TYPE_LABELS[request.request_type]}</div>
      </td>
      <td>{request.instagram_handle ? `@${request.instagram_handle}` : ''}</td>
      <td title={request.note}>
        {notePreview(request.note)}
        {request.staff_note ? <div className="tpp-muted">Staff: {request.staff_note}</div> : null}
      </td>
      <td>
        {shown.map((social, index) => (
          <div key={index}>
            {social.platform}: {social.url}
          </div>
        ))}
        {more > 0 ? <div>+{more} more</div> : null}
      </td>
    </tr>
  );
}

function RequestsTab({ requests }: { requests: TalentRequest[] }) {
  const [status, setStatus] = useState<StatusChoice>('all');
  const shown = status === 'all' ? requests : requests.filter((request) => request.status === status);
  return (
    <>
      <StatusFilter value={status} onChange={setStatus} />
      {shown.length === 0 ? (
        <EmptyState title={requests.length === 0 ? 'No requests yet' : 'No requests with this status'} />
      ) : (
        <DataTable columns={COLUMNS} aria-label="My Requests">
          {shown.map((request) => (
            <RequestRow key={request.id} request={request} />
          ))}
        </DataTable>
      )}
    </>
  );
}

function TasksTab({ tasks }: { tasks: AddTalentTask[] }) {
  return tasks.length === 0 ? (
    <EmptyState title="No Add Talent tasks yet" />
  ) : (
    <ul className="tpp-task-cards" aria-label="Add Talent tasks">
      {tasks.map((task) => (
        <TaskCard key={task.id} task={task} />
      ))}
    </ul>
  );
}

/**
 * /my-requests: the user's requests to the account managers (status, filter, each opening its
 * detail) and, in a second tab, the user's automatic Add Talent tasks with their state.
 */
export function MyRequestsPage() {
  useDocumentTitle('My Requests');
  const [tab, setTab] = useState('requests');
  const { query } = useMyRequests();
  return (
    <div className="tpp-page">
      <LinksPageHeader title="My Requests" subtitle={<AddTalentPaths here="manual" />}>
        <LinkButton href="/request-talent">Request to Add Talent</LinkButton>
      </LinksPageHeader>
      <QueryView
        query={query}
        loadingLabel="Loading your requests..."
        errorText={REQUEST_MESSAGES.myRequestsFailed}
      >
        {(data) => (
          <Tabs
            label="My Requests"
            selectedId={tab}
            onSelect={setTab}
            tabs={[
              {
                id: 'requests',
                label: `Requests to account managers (${data.requests.length})`,
                content: <RequestsTab requests={data.requests} />,
              },
              {
                id: 'tasks',
                label: `Add Talent tasks (${data.tasks.length})`,
                content: <TasksTab tasks={data.tasks} />,
              },
            ]}
          />
        )}
      </QueryView>
    </div>
  );
}
