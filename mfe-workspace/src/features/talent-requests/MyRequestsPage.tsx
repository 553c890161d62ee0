import { useState } from 'react';
import { notePreview, REQUEST_MESSAGES, type TalentRequest } from '@tpp/contracts';
import { useApiQuery } from '@tpp/session';
import { EmptyState, ErrorState, LinkButton, LoadingState, useDocumentTitle } from '@tpp/ui';
import { requestsApi } from '../../api/requestsApi';
import { DataTable } from '../../components/DataTable';
import { formatShortDate } from '../../components/formatDates';
import { workspaceKeys } from '../../api/workspaceQueries';
import { StatusFilter, type StatusChoice } from './RequestParts';
import { REQUEST_TYPE_LABELS, requestAction, socialsShown, statusBadge } from './requestLabels';
import './requests.css';
import { LinksPageHeader } from '../../components/LinksPageHeader';

const COLUMNS = [
  { key: 'status', label: 'Status' },
  { key: 'created', label: 'Created' },
  { key: 'updated', label: 'Status Updated' },
  { key: 'name', label: 'Name' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'note', label: 'Note' },
  { key: 'socials', label: 'Socials' },
  { key: 'action', label: 'Action' },
] as const;

function RequestRow({ request }: { request: TalentRequest }) {
  const badge = statusBadge(request.status);
  const { shown, more } = socialsShown(request.form_data.socials);
  const action = requestAction(request);
  return (
    <tr>
      <td>
        <span className={`tpp-status-badge tpp-status-badge--${badge.tone}`}>{badge.label}</span>
      </td>
      <td>{formatShortDate(request.created_at)}</td>
      <td>{formatShortDate(request.status_updated_at)}</td>
      <td>
        {request.influencer_name}
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
      <td>
        {action.kind === 'view' ? <a href={action.href}>View</a> : action.text}
        {request.resolution === 'rejected' ? <div className="tpp-muted">Rejected</div> : null}
      </td>
    </tr>
  );
}

/** /my-requests: the user's requests with their status (spec: My Requests). */
export function MyRequestsPage() {
  useDocumentTitle('My Requests');
  const [status, setStatus] = useState<StatusChoice>('all');
  const query = useApiQuery(workspaceKeys.requests('mine'), (signal) => requestsApi.mine(signal));
  const { state } = query;
  const rows = state.status === 'ready' ? state.data.requests : [];
  const shown = status === 'all' ? rows : rows.filter((request) => request.status === status);
  return (
    <div className="tpp-page">
      <LinksPageHeader title="My Requests">
        <LinkButton href="/request-talent">Request to Add Talent</LinkButton>
      </LinksPageHeader>
      <StatusFilter id="request-status-filter" value={status} onChange={setStatus} />
      {state.status === 'loading' ? <LoadingState label="Loading your requests..." /> : null}
      {state.status === 'error' || state.status === 'not-found' ? (
        <ErrorState onRetry={query.retry}>{REQUEST_MESSAGES.myRequestsFailed}</ErrorState>
      ) : null}
      {state.status === 'ready' && shown.length === 0 ? (
        <EmptyState title={rows.length === 0 ? 'No requests yet' : 'No requests with this status'} />
      ) : null}
      {shown.length > 0 ? (
        <DataTable columns={COLUMNS} aria-label="My Requests">
          {shown.map((request) => (
            <RequestRow key={request.id} request={request} />
          ))}
        </DataTable>
      ) : null}
    </div>
  );
}
