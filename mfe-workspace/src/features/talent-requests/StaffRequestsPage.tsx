import { useState } from 'react';
import { Link } from 'wouter';
import {
  MESSAGE_BODY_MAX_LENGTH,
  MESSAGING_MESSAGES,
  REQUEST_MESSAGES,
  type StaffRequest,
  type StaffRequestsResponse,
} from '@tpp/contracts';
import { apiQueryClient, errorMessage, useApiQuery, useSession } from '@tpp/session';
import {
  Alert,
  Button,
  EmptyState,
  PageHeader,
  Pager,
  QueryView,
  TextAreaField,
  useDocumentTitle,
} from '@tpp/ui';
import { requestsApi } from '../../api/requestsApi';
import { formatShortDate } from '../../components/formatDates';
import { workspaceKeys } from '../../api/workspaceQueries';
import { StatusFilter, type StatusChoice } from './RequestParts';
import { REQUEST_TYPE_LABELS, conversationHref, isOpen, statusBadge } from './requestLabels';
import { RequestFields } from './RequestFields';
import './requests.css';

const LOAD_FAILED = 'Failed to load the requests. Please try again.';

function RequestDetails({ request }: { request: StaffRequest }) {
  return (
    <dl>
      <dt>Team</dt>
      <dd>{request.team_name}</dd>
      <dt>Requested by</dt>
      <dd>
        {[request.requester_name, request.requester_email].filter(Boolean).join(', ') || 'A former member'}
      </dd>
      <dt>Created</dt>
      <dd>{formatShortDate(request.created_at)}</dd>
      {request.influencer_id ? (
        <>
          <dt>Creator</dt>
          <dd>
            <a href={`/public/profile/${request.influencer_id}`} target="_blank" rel="noreferrer">
              {request.influencer_name}
            </a>
          </dd>
        </>
      ) : null}
      <RequestFields request={request} />
    </dl>
  );
}

function StaffRequestCard({
  request,
  onResolved,
}: {
  request: StaffRequest;
  onResolved: (r: StaffRequest) => void;
}) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<'complete' | 'reject' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const badge = statusBadge(request.status);
  const conversation = conversationHref(request);
  const resolve = async (which: 'complete' | 'reject') => {
    if (which === 'reject' && !note.trim()) return setProblem('Please say why the request is rejected.');
    setBusy(which);
    setProblem(null);
    try {
      onResolved(
        await requestsApi.resolve({
          request_id: request.id,
          action: which,
          ...(note.trim() ? { note } : {}),
        }),
      );
    } catch (error) {
      setProblem(errorMessage(error, 'The request could not be updated. Please try again.'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <article className="tpp-card tpp-staff-request" aria-labelledby={`request-${request.id}`}>
      <h2 id={`request-${request.id}`}>
        {REQUEST_TYPE_LABELS[request.request_type]}: {request.influencer_name}{' '}
        <span className={`tpp-status-badge tpp-status-badge--${badge.tone}`}>{badge.label}</span>
        {request.resolution === 'rejected' ? <span className="tpp-muted"> (rejected)</span> : null}
      </h2>
      <RequestDetails request={request} />
      {conversation ? (
        <Link href={conversation} className="tpp-staff-conversation-link">
          View Conversation
        </Link>
      ) : (
        <StartConversation request={request} onStarted={onResolved} />
      )}
      {request.status === 'cancelled' ? (
        <p className="tpp-muted">{REQUEST_MESSAGES.cancelledByTeam}</p>
      ) : null}
      {isOpen(request) ? (
        <div className="tpp-request-form">
          <TextAreaField
            label="Note to the team (required to reject)"
            rows={2}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          <div className="tpp-actions">
            <Button
              busy={busy === 'complete'}
              disabled={busy !== null}
              onClick={() => void resolve('complete')}
            >
              Complete
            </Button>
            <Button
              variant="danger"
              busy={busy === 'reject'}
              disabled={busy !== null}
              onClick={() => void resolve('reject')}
            >
              Reject
            </Button>
          </div>
        </div>
      ) : null}
    </article>
  );
}

export const START_CONVERSATION_FAILED = 'The conversation could not be started. Please try again.';

/**
 * 'Start Conversation': a message to the requester about the request; the request becomes
 * conversation_started and the card then links to the conversation ('View Conversation').
 */
function StartConversation({
  request,
  onStarted,
}: {
  request: StaffRequest;
  onStarted: (r: StaffRequest) => void;
}) {
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (!open)
    return (
      <div className="tpp-actions">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Start Conversation
        </Button>
      </div>
    );

  const send = async () => {
    if (!body.trim()) return setProblem(MESSAGING_MESSAGES.contactBlank);
    setBusy(true);
    setProblem(null);
    try {
      onStarted(await requestsApi.startConversation({ request_id: request.id, body }));
    } catch (error) {
      setProblem(errorMessage(error, START_CONVERSATION_FAILED));
      setBusy(false);
    }
  };

  return (
    <div className="tpp-request-form tpp-staff-conversation">
      <TextAreaField
        label={`Message to ${request.requester_name || request.team_name} about this request`}
        rows={3}
        value={body}
        maxLength={MESSAGE_BODY_MAX_LENGTH}
        onChange={(event) => setBody(event.target.value)}
      />
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div className="tpp-actions">
        <Button busy={busy} disabled={!body.trim()} onClick={() => void send()}>
          Send
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => {
            setOpen(false);
            setProblem(null);
          }}
        >
          Cancel
        </Button>
      </div>
    </div>
  );
}

/**
 * /staff/requests: the platform staff's console of every team's requests, newest first, to
 * complete one or reject it with a note (users.is_staff; the API refuses anyone else).
 */
export function StaffRequestsPage() {
  useDocumentTitle('Requests Console');
  const isStaff = useSession((state) => Boolean(state.user?.is_staff));
  if (!isStaff)
    return (
      <div className="tpp-page">
        <PageHeader title="Requests Console" />
        <Alert tone="warning">{REQUEST_MESSAGES.staffOnly}</Alert>
      </div>
    );
  return <StaffConsole />;
}

function StaffConsole() {
  const [status, setStatus] = useState<StatusChoice>('pending');
  const [page, setPage] = useState(1);
  const listQuery = { page, ...(status === 'all' ? {} : { status }) };
  const key = workspaceKeys.requests('staff', listQuery);
  const query = useApiQuery(key, (signal) => requestsApi.staffList(listQuery, signal));
  /** A resolved request replaces its card in place, without a round trip. */
  const replace = (resolved: StaffRequest) =>
    apiQueryClient().setQueryData<StaffRequestsResponse>(key, (data) =>
      data
        ? {
            ...data,
            requests: data.requests.map((request) => (request.id === resolved.id ? resolved : request)),
          }
        : data,
    );
  return (
    <div className="tpp-page">
      <PageHeader
        title="Requests Console"
        subtitle="Every team's requests to its account managers, newest first"
      />
      <StatusFilter
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      <QueryView query={query} loadingLabel="Loading the requests..." errorText={LOAD_FAILED}>
        {(data) =>
          data.requests.length === 0 ? (
            <EmptyState title="No requests" />
          ) : (
            <>
              <div className="tpp-staff-list">
                {data.requests.map((request) => (
                  <StaffRequestCard key={request.id} request={request} onResolved={replace} />
                ))}
              </div>
              <Pager
                page={page}
                pageCount={Math.ceil(data.total / data.page_size)}
                onPage={setPage}
                label="Request pages"
              />
            </>
          )
        }
      </QueryView>
    </div>
  );
}
