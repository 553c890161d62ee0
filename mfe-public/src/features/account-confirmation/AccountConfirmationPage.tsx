import { useState } from 'react';
import { MESSAGES, MIN_PASSWORD_LENGTH, type SignInStepResponse } from '@tpp/contracts';
import { navigate, sessionStore, useApiQuery } from '@tpp/session';
import { apiFieldErrors, AuthCard, ErrorState, LoadingState, TextField, useDocumentTitle } from '@tpp/ui';
import { accountApi } from '../../api/accountApi';
import { NewPasswordForm } from '../../components/NewPasswordForm';
import { SignInSteps } from '../../components/SignInSteps';

/** /new-user-confirm/{registrationCode}: look the code up, set a password, then signed in and home. */
export function AccountConfirmationPage({ registrationCode }: { registrationCode: string }) {
  useDocumentTitle('Confirm Your Account');
  const registration = accountApi.registrationRequest(registrationCode);
  const { state: lookup } = useApiQuery(registration.key, registration.load);
  const [failure, setFailure] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  /** Staff and admins: the password is set, the second factor comes before any session. */
  const [pending, setPending] = useState<SignInStepResponse | null>(null);

  const confirmAccount = async (password: string) => {
    if (lookup.status !== 'ready') return;
    setFailure(null);
    setPasswordError(null);
    try {
      const answer = await accountApi.confirmAccount({
        code: registrationCode,
        password,
        email: lookup.data.email,
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
        lookup.status === 'ready'
          ? `Choose a password to finish setting up your account: at least ${MIN_PASSWORD_LENGTH} characters, not a common password or your email address.`
          : undefined
      }
    >
      {lookup.status === 'loading' ? <LoadingState label="Finding your account..." /> : null}
      {lookup.status === 'error' || lookup.status === 'not-found' ? (
        <ErrorState>{MESSAGES.registrationLookupFailed}</ErrorState>
      ) : null}
      {lookup.status === 'ready' ? (
        <NewPasswordForm
          submitLabel="Set Password"
          onSubmit={confirmAccount}
          failure={failure}
          passwordError={passwordError}
        >
          <TextField label="Email" type="email" value={lookup.data.email} readOnly autoComplete="username" />
        </NewPasswordForm>
      ) : null}
    </AuthCard>
  );
}
