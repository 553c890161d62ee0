import { useState } from 'react';
import { ORGANIZATION_LIMITS, ORGANIZATION_MESSAGES, type TeamInfoResponse } from '@tpp/contracts';
import {
  Alert,
  Button,
  QueryView,
  TextAreaField,
  TextField,
  useFormFields,
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
  const form = useFormFields<keyof Values>(() => valuesOf(info), { labels: FIELD_LABELS });
  const { values, field } = form;
  const [stored, setStored] = useState<Values>(() => valuesOf(info));
  const saved = useTimedMessage(4000);
  const changed = (Object.keys(values) as (keyof Values)[]).some((key) => values[key] !== stored[key]);
  useUnsavedChangesGuard(changed);

  const { busy, onSubmit } = useFormSubmit(async () => {
    form.clearMessages();
    saved.clear();
    try {
      const answer = await organizationApi.saveContactInfo({
        email: values.email.trim(),
        phone: values.phone.trim(),
        homepage: values.homepage.trim(),
        bio: values.bio.trim(),
      });
      form.setValues(valuesOf(answer));
      setStored(valuesOf(answer));
      onSaved(answer);
      saved.show(ORGANIZATION_MESSAGES.contactSaved);
    } catch (error) {
      form.fail(error, SAVE_FAILED);
    }
  });

  return (
    <form className="tpp-form" onSubmit={onSubmit} noValidate aria-labelledby="org-contact-title">
      <p className="tpp-form__intro">
        Shown behind the Contact button of your public roster, talent sheets and collections. All fields are
        optional.
      </p>
      {saved.message ? <Alert tone="success">{saved.message}</Alert> : null}
      {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
      <TextField
        label="Contact email"
        type="email"
        autoComplete="email"
        maxLength={ORGANIZATION_LIMITS.email}
        {...field('email')}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        maxLength={ORGANIZATION_LIMITS.phone}
        {...field('phone')}
      />
      <TextField
        label="Homepage"
        type="url"
        placeholder="https://"
        maxLength={ORGANIZATION_LIMITS.homepage}
        {...field('homepage')}
        hint="An address starting with http:// or https://"
      />
      <TextAreaField label="Bio" rows={5} maxLength={ORGANIZATION_LIMITS.bio} counter {...field('bio')} />
      <Button type="submit" busy={busy} disabled={!changed}>
        Save Contact Information
      </Button>
    </form>
  );
}
