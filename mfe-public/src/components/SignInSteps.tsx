import { useEffect, useState, type ChangeEvent } from 'react';
import {
  ACCOUNT_ERROR_CODES,
  API_ERROR_CODES,
  type SignedInResponse,
  type SignInResponse,
  type SignInStepResponse,
  type TwoFactorSetupResponse,
} from '@tpp/contracts';
import { ApiError, errorMessage } from '@tpp/session';
import { Alert, AuthCard, Button, Spinner, TextField, useFormSubmit } from '@tpp/ui';
import { accountApi } from '../api/accountApi';
import './signInSteps.css';

/**
 * The further steps of a sign-in that needs more than its first one (no session exists until the
 * last): a code mailed to the owner, the authenticator's code or a recovery code, or the set-up
 * of an authenticator (staff and platform admins). Shown by the sign-in, magic-link and
 * account-confirmation pages; `onSignedIn` gets the final answer (after the recovery codes of a
 * set-up were shown and acknowledged).
 */
export function SignInSteps({
  first,
  onSignedIn,
  onRestart,
}: {
  first: SignInStepResponse;
  onSignedIn: (answer: SignedInResponse) => void;
  /** Back to the sign-in form (the pending sign-in is abandoned; it expires by itself). */
  onRestart: () => void;
}) {
  const [step, setStep] = useState(first);
  const [recovery, setRecovery] = useState<SignedInResponse | null>(null);
  const [expired, setExpired] = useState(false);

  /** An answer of a step: the next step, or signed in (codes first when the set-up made some). */
  const answered = (answer: SignInResponse) => {
    if ('second_step' in answer) setStep(answer);
    else if (answer.recovery_codes?.length) setRecovery(answer);
    else onSignedIn(answer);
  };
  const onExpired = () => setExpired(true);

  if (expired) {
    return (
      <AuthCard title="Sign-in expired">
        <Alert tone="error">This sign-in has expired. Please sign in again.</Alert>
        <div className="tpp-actions">
          <Button variant="primary" onClick={onRestart}>
            Sign In Again
          </Button>
        </div>
      </AuthCard>
    );
  }
  if (recovery)
    return <RecoveryCodesCard codes={recovery.recovery_codes ?? []} onDone={() => onSignedIn(recovery)} />;
  if (step.second_step === 'totp_setup') return <SetupStep onAnswer={answered} onExpired={onExpired} />;
  return (
    <CodeStep
      key={step.second_step}
      step={step}
      onAnswer={answered}
      onExpired={onExpired}
      onRestart={onRestart}
    />
  );
}

/** A step's refusal: expired (back to the start), waiting (429), or the field's message. */
function useStepError(onExpired: () => void) {
  const [error, setError] = useState<string | null>(null);
  const fail = (caught: unknown, fallback: string) => {
    if (caught instanceof ApiError && caught.code === ACCOUNT_ERROR_CODES.signInStepExpired)
      return onExpired();
    if (caught instanceof ApiError && caught.code === API_ERROR_CODES.rateLimited)
      return setError(errorMessage(caught, 'Too many attempts. Please wait a few minutes and try again.'));
    setError(fallback);
  };
  return { error, setError, fail };
}

const CODE_INVALID = 'This code is not correct, was used already or has expired.';

function CodeStep({
  step,
  onAnswer,
  onExpired,
  onRestart,
}: {
  step: SignInStepResponse;
  onAnswer: (answer: SignInResponse) => void;
  onExpired: () => void;
  onRestart: () => void;
}) {
  const mailed = step.second_step === 'email_code';
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const { error, setError, fail } = useStepError(onExpired);

  const { busy, onSubmit } = useFormSubmit(async () => {
    const typed = code.trim();
    if (!typed) return setError(useRecovery ? 'Enter a recovery code.' : 'Enter the 6-digit code.');
    if (!useRecovery && !/^\d{6}$/.test(typed.replace(/\s/g, '')))
      return setError('Enter the 6 digits of the code.');
    setError(null);
    try {
      onAnswer(await accountApi.verifySignInCode(useRecovery ? { recovery_code: typed } : { code: typed }));
    } catch (caught) {
      fail(caught, CODE_INVALID);
    }
  });

  const title = mailed ? 'Check your email' : 'Two-factor sign-in';
  const intro = mailed
    ? `We emailed a 6-digit code to ${step.email_hint ?? 'your address'}. Enter it to finish signing in; it expires in 10 minutes.`
    : useRecovery
      ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each code works once.'
      : 'Enter the 6-digit code your authenticator app shows for Talent Pitch Pro.';

  return (
    <AuthCard title={title} subtitle={intro}>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label={useRecovery ? 'Recovery code' : mailed ? 'Code from the email' : 'Authentication code'}
          value={code}
          autoComplete="one-time-code"
          inputMode={useRecovery ? 'text' : 'numeric'}
          autoFocus
          error={error ?? undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setCode(event.target.value);
            if (error) setError(null);
          }}
        />
        <Button type="submit" busy={busy}>
          Verify
        </Button>
      </form>
      <div className="tpp-auth__links">
        {mailed ? null : (
          <Button
            variant="link"
            onClick={() => {
              setUseRecovery(!useRecovery);
              setCode('');
              setError(null);
            }}
          >
            {useRecovery ? 'Use the authenticator app' : 'Use a recovery code'}
          </Button>
        )}
        <Button variant="link" onClick={onRestart}>
          Start over
        </Button>
      </div>
    </AuthCard>
  );
}

function SetupStep({
  onAnswer,
  onExpired,
}: {
  onAnswer: (answer: SignInResponse) => void;
  onExpired: () => void;
}) {
  const [setup, setSetup] = useState<TwoFactorSetupResponse | null>(null);
  const [code, setCode] = useState('');
  const { error, setError, fail } = useStepError(onExpired);

  useEffect(() => {
    let current = true;
    accountApi.startSignInSetup().then(
      (answer) => current && setSetup(answer),
      (caught: unknown) => current && fail(caught, 'The set-up could not start. Please sign in again.'),
    );
    return () => {
      current = false;
    };
    // Once per mount: a new secret each time the set-up starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { busy, onSubmit } = useFormSubmit(async () => {
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) return setError('Enter the 6 digits your app shows.');
    setError(null);
    try {
      onAnswer(await accountApi.confirmSignInSetup({ code: code.replace(/\s/g, '') }));
    } catch (caught) {
      fail(caught, CODE_INVALID);
    }
  });

  return (
    <AuthCard
      title="Set up two-factor sign-in"
      subtitle="Staff and platform admins sign in with a second factor. Add this account to an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), then enter the code it shows."
    >
      {setup ? (
        <TwoFactorSecret secret={setup.secret} uri={setup.otpauth_uri} />
      ) : error ? null : (
        <Spinner label="Making your secret..." />
      )}
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label="Code from the app"
          value={code}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={error ?? undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setCode(event.target.value);
            if (error) setError(null);
          }}
        />
        <Button type="submit" busy={busy} disabled={!setup}>
          Turn On and Sign In
        </Button>
      </form>
    </AuthCard>
  );
}

/** The secret to type in, and the otpauth:// address apps read. */
function TwoFactorSecret({ secret, uri }: { secret: string; uri: string }) {
  return (
    <div className="tpp-two-factor-secret">
      <p className="tpp-two-factor-secret__label">Secret key (type it in, or paste the address below):</p>
      <p className="tpp-two-factor-secret__value" aria-label="Secret key">
        {secret.match(/.{1,4}/g)?.join(' ')}
      </p>
      <label className="tpp-two-factor-secret__label" htmlFor="tpp-otpauth-uri">
        Setup address
      </label>
      <textarea
        id="tpp-otpauth-uri"
        className="tpp-two-factor-secret__uri"
        readOnly
        rows={4}
        value={uri}
        onFocus={(event) => event.target.select()}
      />
    </div>
  );
}

/** The recovery codes, shown once: acknowledged before the app opens. */
function RecoveryCodesCard({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <AuthCard
      title="Save your recovery codes"
      subtitle="Two-factor sign-in is on. If you lose your phone, each of these codes signs you in once instead of the app. They are shown only now: keep them somewhere safe."
    >
      <ol className="tpp-recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Button variant="primary" onClick={onDone}>
        I Saved My Codes
      </Button>
    </AuthCard>
  );
}
