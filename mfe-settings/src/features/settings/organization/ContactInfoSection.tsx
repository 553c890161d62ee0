import { useState } from 'react';
import { ORGANIZATION_LIMITS, ORGANIZATION_MESSAGES, type TeamInfoResponse } from '@tpp/contracts';
import {
  Alert,
  apiFieldErrors,
  Button,
  formErrorMessage,
  QueryView,
  TextAreaField,
  TextField,
  useFormSubmit,
  useTimedMessage,
  useUnsavedChangesGuard,
} from '@tpp/ui';
import { organizationApi } from '../../../api/organizationApi';
import { useTeamInfo } from '../../../api/settingsQueries';

type Values = { email: string; phone: string; homepage: string; bio: string };

const LOAD_FAILED = 'The contact information could not be loaded.';
const SAVE_FAILED = 'The contact information could not be saved. Please try again.';
const FIELD_LABELS = { email: 'Contact email', phone: 'Phone', homepage: 'Homepage', bio: 'Bio' };

const valuesOf = (info: TeamInfoResponse): Values => ({
  email: info.contact_email ?? '',
  phone: info.phone_number ?? '',
  homepage: info.homepage ?? '',
  bio: info.bio ?? '',
});

/** Contact information: what the public roster, sheets and collections show behind 'Contact'. */
export function ContactInfoSection() {
  const query = useTeamInfo();
  return (
    <section className="tpp-org__section">
      <h2 id="org-contact-title">Contact Information</h2>
      <QueryView query={query} loadingLabel="Loading the contact information..." errorText={LOAD_FAILED}>
        {(info) => <ContactInfoForm info={info} onSaved={query.setData} />}
      </QueryView>
    </section>
  );
}

function ContactInfoForm({
  info,
  onSaved,
}: {
  info: TeamInfoResponse;
  onSaved: (info: TeamInfoResponse) => void;
}) {
  const [values, setValues] = useState<Values>(() => valuesOf(info));
  const [stored, setStored] = useState<Values>(() => valuesOf(info));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const saved = useTimedMessage(4000);
  const changed = (Object.keys(values) as (keyof Values)[]).some((key) => values[key] !== stored[key]);
  useUnsavedChangesGuard(changed);

  const { busy, onSubmit } = useFormSubmit(async () => {
    setFieldErrors({});
    setFailure(null);
    saved.clear();
    try {
      const answer = await organizationApi.saveContactInfo({
        email: values.email.trim(),
        phone: values.phone.trim(),
        homepage: values.homepage.trim(),
        bio: values.bio.trim(),
      });
      setValues(valuesOf(answer));
      setStored(valuesOf(answer));
      onSaved(answer);
      saved.show(ORGANIZATION_MESSAGES.contactSaved);
    } catch (error) {
      const fields = apiFieldErrors(error, FIELD_LABELS);
      setFieldErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(formErrorMessage(error, FIELD_LABELS, SAVE_FAILED));
    }
  });

  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [key]: event.target.value }));

  return (
    <form className="tpp-form" onSubmit={onSubmit} noValidate aria-labelledby="org-contact-title">
      <p className="tpp-form__intro">
        Shown behind the Contact button of your public roster, talent sheets and collections. All fields are
        optional.
      </p>
      {saved.message ? <Alert tone="success">{saved.message}</Alert> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField
        label="Contact email"
        type="email"
        autoComplete="email"
        maxLength={ORGANIZATION_LIMITS.email}
        value={values.email}
        onChange={set('email')}
        error={fieldErrors.email}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        maxLength={ORGANIZATION_LIMITS.phone}
        value={values.phone}
        onChange={set('phone')}
        error={fieldErrors.phone}
      />
      <TextField
        label="Homepage"
        type="url"
        placeholder="https://"
        maxLength={ORGANIZATION_LIMITS.homepage}
        value={values.homepage}
        onChange={set('homepage')}
        error={fieldErrors.homepage}
        hint="An address starting with http:// or https://"
      />
      <TextAreaField
        label="Bio"
        rows={5}
        maxLength={ORGANIZATION_LIMITS.bio}
        counter
        value={values.bio}
        onChange={set('bio')}
        error={fieldErrors.bio}
      />
      <Button type="submit" busy={busy} disabled={!changed}>
        Save Contact Information
      </Button>
    </form>
  );
}
