import { useEffect, useId, useState } from 'react';
import {
  DATA_AUTHORIZATION_PLATFORMS,
  LOGIN_LINK_LIFETIME_DAYS,
  PLATFORM_LABELS,
  TALENT_DATA_MESSAGES,
  type InfluencerLogin,
  type InfluencerLoginsResponse,
  type RosterInfluencer,
} from '@tpp/contracts';
import { apiQueryClient, errorMessage, useApiQuery, useSession } from '@tpp/session';
import {
  Alert,
  Button,
  ConfirmModal,
  EmptyState,
  LoadingState,
  PageHeader,
  useCopyLink,
  useDocumentTitle,
} from '@tpp/ui';
import { intakeApi } from '../../api/intakeApi';
import { talentApi } from '../../api/talentApi';
import { PlatformIcon } from '../../components/PlatformIcon';
import { QueryFailed } from '../../components/QueryFailed';
import { useRefreshWhileVisible } from '../../components/useRefreshWhileVisible';
import { workspaceKeys } from '../../api/workspaceQueries';
import { loginProgress } from './loginProgress';
import './talentData.css';

/** The list is read again this often while the page is visible: connections show without a reload. */
const REFRESH_MS = 5000;

const date = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** /team-influencer-logins ('Talent Data'): login links that let talent connect their social accounts. */
export function TalentDataPage() {
  useDocumentTitle('Talent Data');
  const query = useApiQuery(workspaceKeys.talentLogins(), (signal) => intakeApi.logins(signal));
  /** Changes the loaded list locally, without a round trip. */
  const updateLogins = (change: (logins: InfluencerLogin[]) => InfluencerLogin[]) =>
    apiQueryClient().setQueryData<InfluencerLoginsResponse>(workspaceKeys.talentLogins(), (current) =>
      current ? { ...current, logins: change(current.logins) } : current,
    );
  const canCreate = useSession((state) => Boolean(state.user?.is_team_admin || state.user?.is_admin));
  const replaceLogin = (login: InfluencerLogin) =>
    updateLogins((logins) => logins.map((row) => (row.influencer_id === login.influencer_id ? login : row)));
  useRefreshWhileVisible(workspaceKeys.talentLogins(), true, query.fetching, REFRESH_MS);

  const data = query.data;
  return (
    <div className="tpp-page">
      <PageHeader title="Talent Data" subtitle="Talent Data Authorization" />
      {canCreate ? (
        <CreateLogin
          onCreated={(login) =>
            updateLogins((logins) => [
              ...logins.filter((row) => row.influencer_id !== login.influencer_id),
              login,
            ])
          }
        />
      ) : null}
      <QueryFailed query={query} text="The login links could not be loaded." />
      {query.state.status === 'loading' ? <LoadingState /> : null}
      {data && data.logins.length === 0 ? <EmptyState title={TALENT_DATA_MESSAGES.noLogins} /> : null}
      {data && data.logins.length > 0 ? (
        <ul className="tpp-logins" aria-label="Creator logins">
          {data.logins.map((login) => (
            <LoginRow
              key={login.influencer_id}
              login={login}
              canRotate={canCreate}
              onRotated={replaceLogin}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function LoginRow({
  login,
  canRotate,
  onRotated,
}: {
  login: InfluencerLogin;
  canRotate: boolean;
  onRotated: (login: InfluencerLogin) => void;
}) {
  const { connected, total, tone } = loginProgress(login);
  const { state, copy } = useCopyLink();
  const [rotating, setRotating] = useState(false);
  const [rotated, setRotated] = useState(false);
  useEffect(() => {
    // The spec: when the clipboard refuses, the link opens in a new tab instead.
    if (state === 'failed') window.open(login.login_url, '_blank', 'noopener');
  }, [state, login.login_url]);
  return (
    <li className="tpp-login">
      <div className="tpp-login__name">{login.fullname}</div>
      <ul className="tpp-login__platforms" aria-label="Platforms">
        {DATA_AUTHORIZATION_PLATFORMS.filter((platform) =>
          login.socials.some((social) => social.platform === platform),
        ).map((platform) => {
          const on = login.platforms.includes(platform);
          return (
            <li key={platform} className={on ? 'is-connected' : undefined}>
              <PlatformIcon platform={platform} size={16} />
              <span>
                {PLATFORM_LABELS[platform]}: {on ? 'connected' : 'not connected'}
              </span>
            </li>
          );
        })}
      </ul>
      <div
        className={`tpp-login__progress tpp-login__progress--${tone}`}
        role="progressbar"
        aria-label={`${login.fullname}: accounts connected`}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={connected}
        aria-valuetext={`${connected} of ${total} connected`}
      >
        <span style={{ width: total ? `${Math.max((connected / total) * 100, 4)}%` : '4%' }} />
      </div>
      <div className="tpp-login__link">
        <input
          readOnly
          value={login.login_url}
          aria-label={`Login link of ${login.fullname}`}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="secondary" onClick={() => void copy(login.login_url)}>
          Copy Link
        </Button>
        {state === 'copied' ? (
          <span role="status" className="tpp-muted">
            Copied
          </span>
        ) : null}
        {canRotate ? (
          <Button
            variant="secondary"
            aria-label={`Rotate the login link of ${login.fullname}`}
            onClick={() => {
              setRotated(false);
              setRotating(true);
            }}
          >
            Rotate link
          </Button>
        ) : null}
      </div>
      <p className={`tpp-login__expiry${login.expired ? ' is-expired' : ''}`}>
        {login.expired
          ? `Expired on ${date(login.expires_at)}. The creator cannot use this link anymore: rotate it for a new one.`
          : `Link expires on ${date(login.expires_at)}.`}
      </p>
      {rotated ? (
        <p className="tpp-login__notice" role="status">
          {TALENT_DATA_MESSAGES.rotated}
        </p>
      ) : null}
      {rotating ? (
        <RotateLoginModal
          login={login}
          onClose={() => setRotating(false)}
          onRotated={(fresh) => {
            setRotating(false);
            setRotated(true);
            onRotated(fresh);
          }}
        />
      ) : null}
    </li>
  );
}

/** Team admins: a new link for the creator, after a confirmation; the old one stops working at once. */
function RotateLoginModal({
  login,
  onClose,
  onRotated,
}: {
  login: InfluencerLogin;
  onClose: () => void;
  onRotated: (login: InfluencerLogin) => void;
}) {
  return (
    <ConfirmModal
      title="Rotate Login Link"
      confirmLabel="Rotate Link"
      failedMessage="The login link could not be rotated. Please try again."
      onConfirm={async () => onRotated((await intakeApi.rotateLogin(login.influencer_id)).login)}
      onClose={onClose}
    >
      <p>{TALENT_DATA_MESSAGES.confirmRotate}</p>
      <p className="tpp-muted">
        {login.fullname}&apos;s new link works for {LOGIN_LINK_LIFETIME_DAYS} days.
      </p>
    </ConfirmModal>
  );
}

/** Team admins: makes a roster creator's login link (found by name). */
function CreateLogin({ onCreated }: { onCreated: (login: InfluencerLogin) => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [matches, setMatches] = useState<RosterInfluencer[]>([]);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      talentApi
        .roster(
          { sort: 'name', page: 1, limit: 50, ...(name.trim().length > 2 ? { name: name.trim() } : {}) },
          controller.signal,
        )
        .then((answer) => {
          setMatches(answer.influencers);
          setChosen((current) =>
            answer.influencers.some((creator) => String(creator.id) === current)
              ? current
              : String(answer.influencers[0]?.id ?? ''),
          );
        })
        .catch(() => undefined);
    }, 350);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [name]);
  const create = async () => {
    if (!chosen) return;
    setBusy(true);
    setError(null);
    try {
      onCreated((await intakeApi.createLogin(Number(chosen))).login);
    } catch (failure) {
      setError(errorMessage(failure, 'The login link could not be created.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="tpp-section tpp-create-login" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Create a Login Link</h2>
      <div className="tpp-create-login__fields">
        <div className="tpp-field">
          <label htmlFor={`${id}-find`}>Find a creator</label>
          <input
            id={`${id}-find`}
            value={name}
            placeholder="Name (3 letters or more)"
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="tpp-field">
          <label htmlFor={`${id}-talent`}>Creator</label>
          <select id={`${id}-talent`} value={chosen} onChange={(event) => setChosen(event.target.value)}>
            {matches.map((creator) => (
              <option key={creator.id} value={creator.id}>
                {creator.fullname}
              </option>
            ))}
          </select>
        </div>
        <Button onClick={() => void create()} busy={busy} disabled={!chosen}>
          Create Login Link
        </Button>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </section>
  );
}
