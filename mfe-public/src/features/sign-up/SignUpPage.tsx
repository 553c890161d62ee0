import { useState } from 'react';
import { Link } from 'wouter';
import { ACCOUNT_ERROR_CODES, MAX_NAME_LENGTH, MESSAGES } from '@tpp/contracts';
import { ApiError, errorMessage } from '@tpp/session';
import {
  Alert,
  apiFieldErrors,
  AuthCard,
  Button,
  LinkButton,
  TextField,
  useDocumentTitle,
  useFormSubmit,
} from '@tpp/ui';
import { accountApi } from '../../api/accountApi';
import { ResultPanel } from '../../components/ResultPanel';

type Field = 'name' | 'email' | 'affiliation';
type Failure = { kind: 'email-exists' } | { kind: 'other'; text: string };

const GENERIC_FAILURE = 'Something went wrong while sending your details. Please try again.';

/** /sign-up: visitors register their interest in an account (name, email, agency or affiliation). */
export function SignUpPage() {
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', affiliation: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sent, setSent] = useState(false);
  useDocumentTitle(sent ? 'Thank You' : 'Sign Up');

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const { busy, onSubmit } = useFormSubmit(async () => {
    const name = values.name.trim();
    const email = values.email.trim();
    const affiliation = values.affiliation.trim();
    const missing: Partial<Record<Field, string>> = {};
    if (!name) missing.name = MESSAGES.nameRequired;
    if (!email) missing.email = MESSAGES.emailRequired;
    setFieldErrors(missing);
    setFailure(null);
    if (missing.name || missing.email) return;
    try {
      await accountApi.registerInterest(affiliation ? { name, email, affiliation } : { name, email });
      setSent(true);
    } catch (error) {
      if (error instanceof ApiError && error.code === ACCOUNT_ERROR_CODES.emailExists) {
        setFailure({ kind: 'email-exists' });
        return;
      }
      const fields = apiFieldErrors(error);
      if (Object.keys(fields).length > 0) setFieldErrors(fields);
      else setFailure({ kind: 'other', text: errorMessage(error, GENERIC_FAILURE) });
    }
  });

  if (sent) {
    return (
      <AuthCard title="Thank You">
        <ResultPanel
          tone="success"
          actions={
            <LinkButton href="/signin" variant="primary">
              Back to Sign In
            </LinkButton>
          }
        >
          <p>We have received your details and will be in touch about your account.</p>
        </ResultPanel>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Sign Up"
      subtitle="Tell us who you are and we will get in touch about an account for your agency."
      footer={
        <>
          Already have an account? <Link href="/signin">Sign in</Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        {failure?.kind === 'email-exists' ? (
          <Alert tone="error">
            {MESSAGES.emailExists} <Link href="/signin">Go to Sign In</Link>
          </Alert>
        ) : null}
        {failure?.kind === 'other' ? <Alert tone="error">{failure.text}</Alert> : null}
        <TextField
          label="Name"
          maxLength={MAX_NAME_LENGTH}
          autoComplete="name"
          value={values.name}
          onChange={(event) => change('name', event.target.value)}
          error={fieldErrors.name}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => change('email', event.target.value)}
          error={fieldErrors.email}
        />
        <TextField
          label="Agency or affiliation (optional)"
          maxLength={MAX_NAME_LENGTH}
          autoComplete="organization"
          value={values.affiliation}
          onChange={(event) => change('affiliation', event.target.value)}
          error={fieldErrors.affiliation}
        />
        <Button type="submit" busy={busy}>
          Sign Up
        </Button>
      </form>
    </AuthCard>
  );
}
