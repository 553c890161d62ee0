import { useState } from 'react';
import { MAX_NAME_LENGTH, MESSAGE_DURATION_MS, MESSAGES, type UserConfiguration } from '@tpp/contracts';
import { sessionStore } from '@tpp/session';
import {
  Alert,
  Button,
  QueryView,
  TextField,
  useFormFields,
  useFormSubmit,
  useTimedMessage,
  useUnsavedChangesGuard,
} from '@tpp/ui';
import { settingsApi } from '../../api/settingsApi';
import { useConfiguration } from '../../api/settingsQueries';

const LOAD_FAILED = 'Your personal details could not be loaded.';
const SAVE_FAILED = 'Your personal details could not be saved. Please try again.';
/** The API's field names in this form's words. */
const FIELD_LABELS = { full_name: 'Full name', nickname: 'Nickname' };

/** Personal Details tab: full name and nickname (GET and POST /api/user/configuration). */
export function PersonalDetailsForm() {
  const query = useConfiguration();
  return (
    <QueryView query={query} loadingLabel="Loading your details..." errorText={LOAD_FAILED}>
      {(configuration) => (
        <PersonalDetailsFields
          configuration={configuration}
          onSaved={(update) => query.setData({ ...configuration, ...update })}
        />
      )}
    </QueryView>
  );
}

function PersonalDetailsFields({
  configuration,
  onSaved,
}: {
  configuration: UserConfiguration;
  onSaved: (update: { full_name: string; nickname: string }) => void;
}) {
  const email = configuration.email;
  const loaded = { full_name: configuration.full_name ?? '', nickname: configuration.nickname ?? '' };
  const form = useFormFields(loaded, { labels: FIELD_LABELS });
  const { values, field } = form;
  const saved = useTimedMessage(MESSAGE_DURATION_MS.settingsSaved);
  /** The names as loaded or last saved: a difference is unsaved work, and leaving asks first. */
  const [stored, setStored] = useState(loaded);
  useUnsavedChangesGuard(values.full_name !== stored.full_name || values.nickname !== stored.nickname);

  const { busy, onSubmit } = useFormSubmit(async () => {
    form.clearMessages();
    saved.clear();
    const update = { full_name: values.full_name.trim(), nickname: values.nickname.trim() };
    try {
      await settingsApi.saveConfiguration(update);
      saved.show(MESSAGES.settingsSaved);
      setStored(values);
      onSaved(update);
      const { user, setUser } = sessionStore.getState();
      // The server names a user by full name, falling back to the email (GET /api/status user_name).
      if (user)
        setUser({
          ...user,
          user_name: update.full_name || user.email,
          settings: { ...user.settings, ...update },
        });
    } catch (error) {
      form.fail(error, SAVE_FAILED);
    }
  });

  return (
    <form className="tpp-form" onSubmit={onSubmit} noValidate>
      <p className="tpp-form__intro">How your name appears to your team.</p>
      {saved.message ? <Alert tone="success">{saved.message}</Alert> : null}
      {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
      <TextField label="Email" type="email" value={email} readOnly hint="Your sign-in address." />
      <TextField label="Full name" maxLength={MAX_NAME_LENGTH} autoComplete="name" {...field('full_name')} />
      <TextField
        label="Nickname"
        maxLength={MAX_NAME_LENGTH}
        autoComplete="nickname"
        {...field('nickname')}
      />
      <Button type="submit" busy={busy}>
        Save Changes
      </Button>
    </form>
  );
}
