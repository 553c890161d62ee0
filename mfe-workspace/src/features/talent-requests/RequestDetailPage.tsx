import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { REQUEST_MESSAGES, type MyRequestsResponse, type TalentRequest } from '@tpp/contracts';
import { apiQueryClient } from '@tpp/session';
import { Alert, Button, ConfirmModal, EmptyState, LinkButton, QueryView, useDocumentTitle } from '@tpp/ui';
import { requestsApi } from '../../api/requestsApi';
import { formatDateTime } from '../../components/formatDates';
import { LinksPageHeader } from '../../components/LinksPageHeader';
import { RequestFields } from './RequestFields';
import { REQUEST_TYPE_LABELS, conversationHref, historyLabel, statusBadge } from './requestLabels';
import { useMyRequests } from './useMyRequests';
import './requests.css';

/** Cancel Request: a confirmation, then the request is cancelled and My Requests reads again. */
function CancelRequest({ request, onCancelled }: { request: TalentRequest; onCancelled: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const { key } = useMyRequests();
  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Cancel Request
      </Button>
      {confirming ? (
        <ConfirmModal
          title="Cancel this request?"
          confirmLabel="Cancel Request"
          failedMessage={REQUEST_MESSAGES.cancelFailed}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            const changed = await requestsApi.cancel(request.id);
            apiQueryClient().setQueryData<MyRequestsResponse>(key, (data) =>
              data
                ? { ...data, requests: data.requests.map((row) => (row.id === changed.id ? changed : row)) }
                : data,
            );
            setConfirming(false);
            onCancelled();
          }}
        >
          <p>{REQUEST_MESSAGES.cancelConfirm}</p>
        </ConfirmModal>
      ) : null}
    </>
  );
}

function RequestDetail({ request }: { request: TalentRequest }) {
  const [cancelled, setCancelled] = useState(false);
  const badge = statusBadge(request.status);
  const conversation = conversationHref(request);
  return (
    <div className="tpp-request-sections">
      <section className="tpp-card tpp-staff-request" aria-labelledby="request-summary">
        <h2 id="request-summary">
          {REQUEST_TYPE_LABELS[request.request_type]}: {request.influencer_name}{' '}
          <span className={`tpp-status-badge tpp-status-badge--${badge.tone}`}>{badge.label}</span>
        </h2>
        <dl>
          <dt>Created</dt>
          <dd>{formatDateTime(request.created_at)}</dd>
          {request.influencer_id !== null ? (
            <>
              <dt>Creator</dt>
              <dd>
                <Link href={`/influencers/profile/${request.influencer_id}`}>{request.influencer_name}</Link>
              </dd>
            </>
          ) : null}
          <RequestFields request={request} />
        </dl>
        {cancelled ? <Alert tone="success">Request cancelled.</Alert> : null}
        {conversation || request.status === 'pending' ? (
          <div className="tpp-actions">
            {conversation ? <LinkButton href={conversation}>View Conversation</LinkButton> : null}
            {request.status === 'pending' ? (
              <CancelRequest request={request} onCancelled={() => setCancelled(true)} />
            ) : null}
          </div>
        ) : null}
      </section>
      <section className="tpp-card" aria-labelledby="request-history">
        <h2 id="request-history">Status history</h2>
        <ol className="tpp-request-history">
          {request.history.map((change, index) => (
            <li key={index}>
              <span className={`tpp-status-badge tpp-status-badge--${statusBadge(change.status).tone}`}>
                {historyLabel(change)}
              </span>{' '}
              <time dateTime={change.at}>{formatDateTime(change.at)}</time>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** /my-requests/:requestId: one of the user's requests, what it sent, its history, and Cancel while pending. */
export function RequestDetailPage() {
  useDocumentTitle('Request');
  const { requestId = '' } = useParams<{ requestId: string }>();
  const { query } = useMyRequests();
  return (
    <div className="tpp-page">
      <LinksPageHeader title="Request" label="Request">
        <LinkButton href="/my-requests">My Requests</LinkButton>
      </LinksPageHeader>
      <QueryView
        query={query}
        loadingLabel="Loading the request..."
        errorText={REQUEST_MESSAGES.myRequestsFailed}
      >
        {(data) => {
          const request = data.requests.find((candidate) => String(candidate.id) === requestId);
          return request ? (
            <RequestDetail request={request} />
          ) : (
            <EmptyState title={REQUEST_MESSAGES.requestNotFound} />
          );
        }}
      </QueryView>
    </div>
  );
}
