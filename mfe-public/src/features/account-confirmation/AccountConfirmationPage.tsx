import { useEffect, useState } from 'react';
import { MESSAGES } from '@tpp/contracts';
import { navigate, sessionStore } from '@tpp/session';
import { Alert, AuthCard, Spinner, TextField, useDocumentTitle } from '@tpp/ui';
import { accountApi } from '../../api/accountApi';
import { NewPasswordForm } from '../../components/NewPasswordForm';

type Lookup = { state: 'loading' } | { state: 'failed' } | { state: 'found'; email: string };

/** /new-user-confirm/{registrationCode}: look the code up, set a password, then signed in and home. */
export function AccountConfirmationPage({ registrationCode }: { registrationCode: string }) {
  useDocumentTitle('Confirm Your Account');
  const [lookup, setLookup] = useState<Lookup>({ state: 'loading' });
  const [failure, setFailure] = useState<string | null>(null);

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
    try {
      const { user } = await accountApi.confirmAccount({
        code: registrationCode,
        password,
        email: lookup.email,
      });
      sessionStore.getState().setUser(user);
      navigate('/');
    } catch {
      setFailure(MESSAGES.badSignInInformation);
    }
  };

  return (
    <AuthCard
      title="Confirm Your Account"
      subtitle={lookup.state === 'found' ? 'Choose a password to finish setting up your account.' : undefined}
    >
      {lookup.state === 'loading' ? <Spinner label="Finding your account..." /> : null}
      {lookup.state === 'failed' ? <Alert tone="error">{MESSAGES.registrationLookupFailed}</Alert> : null}
      {lookup.state === 'found' ? (
        <NewPasswordForm submitLabel="Set Password" onSubmit={confirmAccount} failure={failure}>
          <TextField label="Email" type="email" value={lookup.email} readOnly autoComplete="username" />
        </NewPasswordForm>
      ) : null}
    </AuthCard>
  );
}
