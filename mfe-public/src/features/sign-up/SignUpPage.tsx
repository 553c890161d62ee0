import { useState } from 'react';
import { Link } from 'wouter';
import { MAX_NAME_LENGTH, MESSAGES } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import {
  Alert,
  apiFieldErrors,
  AuthCard,
  Button,
  LinkButton,
  TextField,
  useDocumentTitle,
  useFormFields,
  useFormSubmit,
} from '@tpp/ui';
import { accountApi } from '../../api/accountApi';
import { ResultPanel } from '../../components/ResultPanel';

type Field = 'name' | 'email' | 'affiliation';

const GENERIC_FAILURE = 'Something went wrong while sending your details. Please try again.';

/**
 * /sign-up: visitors register their interest in an account (name, email, agency or affiliation).
 * Every address gets the same thank-you: the API never says whether an address has an account
 * (the spec's EMAIL_EXISTS message is gone); the owner of an existing account gets a mail instead.
 */
export function SignUpPage() {
  const form = useFormFields<Field>({ name: '', email: '', affiliation: '' }, { clearErrorOnChange: true });
  const { values, field } = form;
  const [sent, setSent] = useState(false);
  useDocumentTitle(sent ? 'Thank You' : 'Sign Up');

  const { busy, onSubmit } = useFormSubmit(async () => {
    const name = values.name.trim();
    const email = values.email.trim();
    const affiliation = values.affiliation.trim();
    const missing: Partial<Record<Field, string>> = {};
    if (!name) missing.name = MESSAGES.nameRequired;
    if (!email) missing.email = MESSAGES.emailRequired;
    form.setErrors(missing);
    form.setFailure(null);
    if (missing.name || missing.email) return;
    try {
      await accountApi.registerInterest(affiliation ? { name, email, affiliation } : { name, email });
      setSent(true);
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (Object.keys(fields).length > 0) form.setErrors(fields);
      else form.setFailure(errorMessage(error, GENERIC_FAILURE));
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
          <p>If this address already has an account, we have sent it an email about signing in instead.</p>
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
        {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
        <TextField label="Name" maxLength={MAX_NAME_LENGTH} autoComplete="name" {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField
          label="Agency or affiliation (optional)"
          maxLength={MAX_NAME_LENGTH}
          autoComplete="organization"
          {...field('affiliation')}
        />
        <Button type="submit" busy={busy}>
          Sign Up
        </Button>
      </form>
    </AuthCard>
  );
}
