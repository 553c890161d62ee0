import { useState, type ChangeEvent } from 'react';
import { ACCOUNT_ERROR_CODES, type TwoFactorCodeRequest, type TwoFactorSetupResponse } from '@tpp/contracts';
import { ApiError, errorMessage, invalidateApi } from '@tpp/session';
import { Alert, Button, ErrorState, LoadingState, TextField, useFormSubmit } from '@tpp/ui';
import { settingsKeys, useTwoFactorStatus } from '../../../api/settingsQueries';
import { twoFactorApi } from '../../../api/twoFactorApi';
import './twoFactor.css';

/** What the section shows once the status is loaded: the status, the set-up, or new recovery codes. */
type View =
  | { state: 'status' }
  | { state: 'setting-up'; setup: TwoFactorSetupResponse }
  | { state: 'codes'; codes: string[] };

const LOAD_FAILED = 'Your two-factor sign-in could not be loaded.';
const CODE_INVALID = 'This code is not correct, was used already or has expired.';

/** What a typed code is: six digits are the app's code, anything else a recovery code. */
function codeRequest(typed: string): TwoFactorCodeRequest {
  const digits = typed.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? { code: digits } : { recovery_code: typed.trim() };
}

/** The message of a refused call: the server's for waits and rules, else the code's. */
function refusal(error: unknown): string {
  if (error instanceof ApiError && error.code === ACCOUNT_ERROR_CODES.invalidCode) return CODE_INVALID;
  return errorMessage(error, 'That did not work. Please try again.');
}

/**
 * Two-Factor Sign-In tab: an authenticator app (TOTP) as a second factor, with single-use
 * recovery codes shown once. Optional for members; required for staff and platform admins, who
 * cannot turn it off. Not while acting as a team or seeing the app as another user.
 */
export function TwoFactorSection() {
  const query = useTwoFactorStatus();
  const [view, setView] = useState<View>({ state: 'status' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  /** Back to the status, read afresh (after a change, or leaving the set-up or the codes). */
  const reload = async () => {
    setCode('');
    setError(null);
    await invalidateApi(settingsKeys.twoFactor);
    setView({ state: 'status' });
  };

  const startSetup = useFormSubmit(async () => {
    setNotice(null);
    try {
      setView({ state: 'setting-up', setup: await twoFactorApi.setup() });
      setCode('');
      setError(null);
    } catch (caught) {
      setError(refusal(caught));
    }
  });

  const confirm = useFormSubmit(async () => {
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) return setError('Enter the 6 digits your app shows.');
    try {
      const { recovery_codes } = await twoFactorApi.confirm({ code: digits });
      setView({ state: 'codes', codes: recovery_codes });
      setNotice('Two-factor sign-in is on. Your other sessions were signed out.');
    } catch (caught) {
      setError(refusal(caught));
    }
  });

  const withCode = (action: 'regenerate' | 'disable') =>
    async function run() {
      if (!code.trim()) return setError('Enter a code from your app or a recovery code.');
      setError(null);
      try {
        if (action === 'regenerate') {
          const { recovery_codes } = await twoFactorApi.regenerateRecoveryCodes(codeRequest(code));
          setView({ state: 'codes', codes: recovery_codes });
          setNotice('New recovery codes: the old ones no longer work.');
        } else {
          await twoFactorApi.disable(codeRequest(code));
          setNotice('Two-factor sign-in was turned off.');
          await reload();
        }
      } catch (caught) {
        setError(refusal(caught));
      }
    };
  const regenerate = useFormSubmit(withCode('regenerate'));
  const disable = useFormSubmit(withCode('disable'));

  const codeField = (label: string) => (
    <TextField
      label={label}
      value={code}
      autoComplete="one-time-code"
      error={error ?? undefined}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        setCode(event.target.value);
        if (error) setError(null);
      }}
    />
  );

  const { state } = query;
  if (state.status === 'loading') return <LoadingState label="Loading two-factor sign-in..." />;
  if (state.status !== 'ready')
    return query.error instanceof ApiError &&
      query.error.code === ACCOUNT_ERROR_CODES.twoFactorWhileActing ? (
      <Alert tone="info">{errorMessage(query.error, LOAD_FAILED)}</Alert>
    ) : (
      <ErrorState onRetry={query.retry}>{LOAD_FAILED}</ErrorState>
    );

  if (view.state === 'codes')
    return (
      <section className="tpp-form tpp-two-factor" aria-label="Recovery codes">
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        <p className="tpp-form__intro">
          Save these recovery codes somewhere safe. If you lose your phone, each one signs you in once instead
          of the app. They are shown only now.
        </p>
        <ol className="tpp-two-factor__codes" aria-label="Recovery codes">
          {view.codes.map((recoveryCode) => (
            <li key={recoveryCode}>{recoveryCode}</li>
          ))}
        </ol>
        <Button
          variant="primary"
          onClick={() => {
            setNotice(null);
            void reload();
          }}
        >
          I Saved My Codes
        </Button>
      </section>
    );

  if (view.state === 'setting-up')
    return (
      <form className="tpp-form tpp-two-factor" onSubmit={confirm.onSubmit} noValidate>
        <p className="tpp-form__intro">
          Add Talent Pitch Pro to an authenticator app (Google Authenticator, Microsoft Authenticator,
          1Password…) with this key or address, then enter the code the app shows.
        </p>
        <div className="tpp-two-factor__secret">
          <p className="tpp-two-factor__label">Secret key</p>
          <p className="tpp-two-factor__value" aria-label="Secret key">
            {view.setup.secret.match(/.{1,4}/g)?.join(' ')}
          </p>
          <label className="tpp-two-factor__label" htmlFor="tpp-settings-otpauth">
            Setup address
          </label>
          <textarea
            id="tpp-settings-otpauth"
            className="tpp-two-factor__uri"
            readOnly
            rows={4}
            value={view.setup.otpauth_uri}
            onFocus={(event) => event.target.select()}
          />
        </div>
        {codeField('Code from the app')}
        <div className="tpp-actions">
          <Button type="submit" busy={confirm.busy}>
            Turn On
          </Button>
          <Button variant="secondary" onClick={() => void reload()}>
            Cancel
          </Button>
        </div>
      </form>
    );

  const status = state.data;
  return (
    <section className="tpp-form tpp-two-factor" aria-label="Two-factor sign-in">
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {status.enabled ? (
        <>
          <p className="tpp-two-factor__state">
            <strong>Two-factor sign-in is on.</strong> You sign in with your password and a code from your
            authenticator app.
          </p>
          <p className="tpp-form__intro">
            Recovery codes left: {status.recovery_codes_left}.{' '}
            {status.required
              ? 'Staff and platform admins must keep two-factor sign-in on.'
              : 'You can turn it off with a code.'}
          </p>
          <form onSubmit={regenerate.onSubmit} noValidate>
            {codeField('Code from your app, or a recovery code')}
            <div className="tpp-actions">
              <Button type="submit" busy={regenerate.busy}>
                New Recovery Codes
              </Button>
              {status.required ? null : (
                <Button variant="danger" busy={disable.busy} onClick={() => disable.onSubmit()}>
                  Turn Off
                </Button>
              )}
            </div>
          </form>
        </>
      ) : (
        <>
          <p className="tpp-two-factor__state">
            <strong>Two-factor sign-in is off.</strong>{' '}
            {status.required
              ? 'Staff and platform admins must set it up.'
              : 'Turn it on to sign in with a code from an authenticator app as well as your password.'}
          </p>
          {error ? <Alert tone="error">{error}</Alert> : null}
          <div className="tpp-actions">
            <Button busy={startSetup.busy} onClick={() => startSetup.onSubmit()}>
              Set Up Two-Factor Sign-In
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
