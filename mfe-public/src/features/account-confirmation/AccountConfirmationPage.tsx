import { useEffect, useState } from 'react';
import { MESSAGES, MIN_PASSWORD_LENGTH, type SignInStepResponse } from '@tpp/contracts';
import { navigate, sessionStore } from '@tpp/session';
import { Alert, apiFieldErrors, AuthCard, Spinner, TextField, useDocumentTitle } from '@tpp/ui';
import { accountApi } from '../../api/accountApi';
import { NewPasswordForm } from '../../components/NewPasswordForm';
import { SignInSteps } from '../../components/SignInSteps';

type Lookup = { state: 'loading' } | { state: 'failed' } | { state: 'found'; email: string };

/** /new-user-confirm/{registrationCode}: look the code up, set a password, then signed in and home. */
export function AccountConfirmationPage({ registrationCode }: { registrationCode: string }) {
  useDocumentTitle('Confirm Your Account');
  const [lookup, setLookup] = useState<Lookup>({ state: 'loading' });
  const [failure, setFailure] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  /** Staff and admins: the password is set, the second factor comes before any session. */
  const [pending, setPending] = useState<SignInStepResponse | null>(null);

  useEffect(() => {
    let current = true;
    accountApi.lookUpRegistration(registrationCode).then(
      ({ email }) => current && setLookup({ state: 'found', email }),
      () => current && setLookup({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [registrationCode]);

  const confirmAccount = async (password: string) => {
    if (lookup.state !== 'found') return;
    setFailure(null);
    setPasswordError(null);
    try {
      const answer = await accountApi.confirmAccount({
        code: registrationCode,
        password,
        email: lookup.email,
      });
      if ('second_step' in answer) return setPending(answer);
      sessionStore.getState().setUser(answer.user);
      navigate('/');
    } catch (error) {
      // A rule of the password policy names the field; anything else is the spec's failure text.
      const rule = apiFieldErrors(error, { password: 'Password' }).password;
      if (rule) setPasswordError(rule);
      else setFailure(MESSAGES.badSignInInformation);
    }
  };

  if (pending)
    return (
      <SignInSteps
        first={pending}
        onSignedIn={({ user }) => {
          sessionStore.getState().setUser(user);
          navigate('/');
        }}
        onRestart={() => navigate('/signin')}
      />
    );

  return (
    <AuthCard
      title="Confirm Your Account"
      subtitle={
        lookup.state === 'found'
          ? `Choose a password to finish setting up your account: at least ${MIN_PASSWORD_LENGTH} characters, not a common password or your email address.`
          : undefined
      }
    >
      {lookup.state === 'loading' ? <Spinner label="Finding your account..." /> : null}
      {lookup.state === 'failed' ? <Alert tone="error">{MESSAGES.registrationLookupFailed}</Alert> : null}
      {lookup.state === 'found' ? (
        <NewPasswordForm
          submitLabel="Set Password"
          onSubmit={confirmAccount}
          failure={failure}
          passwordError={passwordError}
        >
          <TextField label="Email" type="email" value={lookup.email} readOnly autoComplete="username" />
        </NewPasswordForm>
      ) : null}
    </AuthCard>
  );
}
