import { useState } from 'react';
import {
  INTAKE_ERROR_CODES,
  LOGIN_LINK_LIFETIME_DAYS,
  PLATFORM_LABELS,
  TALENT_DATA_MESSAGES,
  type ConnectAccount,
  type TalentConnectPage as ConnectPageData,
} from '@tpp/contracts';
import { ApiError, errorMessage, useApiQuery } from '@tpp/session';
import { Alert, Button, ErrorState, LoadingState, useDocumentTitle } from '@tpp/ui';
import { talentConnectApi } from '../../api/talentConnectApi';
import { PublicFrame } from '../../components/PublicFrame';
import './talentConnect.css';

/** Why a link no longer opens the page: expired (410) or not valid (404: forged or rotated away). */
function endedReason(error: unknown): 'expired' | 'invalid' | null {
  if (!(error instanceof ApiError)) return null;
  if (error.body?.error === INTAKE_ERROR_CODES.loginExpired) return 'expired';
  if (error.body?.error === INTAKE_ERROR_CODES.loginNotFound || error.status === 400) return 'invalid';
  return null;
}

/**
 * /public/connect/{token}: the page a login link opens. The creator connects each account through
 * the connection provider; the offline provider asks to confirm owning the handle.
 */
export function TalentConnectPage({ token }: { token: string }) {
  useDocumentTitle('Connect Your Accounts');
  const request = talentConnectApi.pageRequest(token);
  const query = useApiQuery(request.key, request.load);
  /** A connect answered that the link no longer works (it expired or was rotated meanwhile). */
  const [endedMeanwhile, setEndedMeanwhile] = useState<'expired' | 'invalid' | null>(null);
  const { state } = query;
  const ended = endedMeanwhile ?? (state.status === 'ready' ? null : endedReason(query.error));

  return (
    <PublicFrame>
      <div className="tpp-connect">
        {ended ? (
          <LinkEnded reason={ended} />
        ) : state.status === 'loading' ? (
          <LoadingState />
        ) : state.status !== 'ready' ? (
          <ErrorState onRetry={query.retry}>
            {errorMessage(query.error, TALENT_DATA_MESSAGES.linkInvalid)}
          </ErrorState>
        ) : (
          <ConnectList
            token={token}
            page={state.data}
            onConnected={query.setData}
            onEnded={setEndedMeanwhile}
          />
        )}
      </div>
    </PublicFrame>
  );
}

function ConnectList({
  token,
  page,
  onConnected,
  onEnded,
}: {
  token: string;
  page: ConnectPageData;
  onConnected: (page: ConnectPageData) => void;
  onEnded: (reason: 'expired' | 'invalid') => void;
}) {
  return (
    <>
      <h1>Connect Your Accounts</h1>
      <p>
        Hi {page.fullname}: <strong>{page.team_name}</strong> asks you to connect your social accounts so that
        your audience data stays up to date.
      </p>
      <ul className="tpp-connect__accounts" aria-label="Your accounts">
        {page.accounts.map((account) => (
          <AccountRow
            key={account.social_id}
            token={token}
            account={account}
            onConnected={onConnected}
            onEnded={onEnded}
          />
        ))}
      </ul>
      {page.accounts.length === 0 ? <p>There are no accounts to connect.</p> : null}
    </>
  );
}

/**
 * The page of a link that no longer works: a page of its own that says what happened and what to
 * do, not an error (an expired link is the normal end of a link's life).
 */
function LinkEnded({ reason }: { reason: 'expired' | 'invalid' }) {
  return (
    <section className="tpp-connect__ended" aria-labelledby="tpp-connect-ended">
      <h1 id="tpp-connect-ended">
        {reason === 'expired' ? 'This Link Has Expired' : 'This Link Is Not Valid'}
      </h1>
      <p>{reason === 'expired' ? TALENT_DATA_MESSAGES.linkExpired : TALENT_DATA_MESSAGES.linkInvalid}</p>
      <p className="tpp-connect__hint">
        {reason === 'expired'
          ? `Login links work for ${LOGIN_LINK_LIFETIME_DAYS} days, so that a forwarded link does not stay open. Your agency can send you a new one at any time; nothing you connected is lost.`
          : 'The link may have been replaced by a newer one. Your agency can send you the current link.'}
      </p>
    </section>
  );
}

function AccountRow({
  token,
  account,
  onConnected,
  onEnded,
}: {
  token: string;
  account: ConnectAccount;
  onConnected: (page: ConnectPageData) => void;
  onEnded: (reason: 'expired' | 'invalid') => void;
}) {
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = `${PLATFORM_LABELS[account.platform]} @${account.handle}`;
  const connect = async () => {
    setBusy(true);
    setError(null);
    try {
      onConnected(
        await talentConnectApi.connect(token, {
          social_id: account.social_id,
          confirm_ownership: confirmed,
        }),
      );
    } catch (failure) {
      const reason = endedReason(failure);
      if (reason && !(failure instanceof ApiError && failure.status === 400)) {
        onEnded(reason);
        return;
      }
      setError(errorMessage(failure, 'The account could not be connected. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="tpp-connect__account">
      <div className="tpp-connect__handle">
        <strong>{PLATFORM_LABELS[account.platform]}</strong>{' '}
        <a href={account.profile_url} target="_blank" rel="noopener noreferrer">
          @{account.handle}
        </a>
      </div>
      {account.connected ? (
        <span className="tpp-connect__connected" role="status">
          {TALENT_DATA_MESSAGES.connected}
        </span>
      ) : account.step.kind === 'redirect' && account.step.url ? (
        <a className="tpp-button tpp-button--primary" href={account.step.url}>
          Connect {PLATFORM_LABELS[account.platform]}
        </a>
      ) : (
        <div className="tpp-connect__confirm">
          <label>
            <input
              type="checkbox"
              checked={confirmed}
              onChange={(event) => setConfirmed(event.target.checked)}
            />{' '}
            {TALENT_DATA_MESSAGES.confirmOwnership} <span className="tpp-visually-hidden">({label})</span>
          </label>
          <Button
            onClick={() => void connect()}
            busy={busy}
            disabled={!confirmed}
            aria-label={`Connect ${label}`}
          >
            Connect
          </Button>
        </div>
      )}
      {error ? <Alert tone="error">{error}</Alert> : null}
    </li>
  );
}
