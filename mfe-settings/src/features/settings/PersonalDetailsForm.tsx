import { useState } from 'react';
import { MAX_NAME_LENGTH, MESSAGE_DURATION_MS, MESSAGES, type UserConfiguration } from '@tpp/contracts';
import { sessionStore } from '@tpp/session';
import {
  Alert,
  apiFieldErrors,
  Button,
  formErrorMessage,
  QueryView,
  TextField,
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
  const [fullName, setFullName] = useState(configuration.full_name ?? '');
  const [nickname, setNickname] = useState(configuration.nickname ?? '');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const saved = useTimedMessage(MESSAGE_DURATION_MS.settingsSaved);
  /** The names as loaded or last saved: a difference is unsaved work, and leaving asks first. */
  const [stored, setStored] = useState({
    fullName: configuration.full_name ?? '',
    nickname: configuration.nickname ?? '',
  });
  useUnsavedChangesGuard(fullName !== stored.fullName || nickname !== stored.nickname);

  const { busy, onSubmit } = useFormSubmit(async () => {
    setFieldErrors({});
    setFailure(null);
    saved.clear();
    const update = { full_name: fullName.trim(), nickname: nickname.trim() };
    try {
      await settingsApi.saveConfiguration(update);
      saved.show(MESSAGES.settingsSaved);
      setStored({ fullName, nickname });
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
      const fields = apiFieldErrors(error, FIELD_LABELS);
      setFieldErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(formErrorMessage(error, FIELD_LABELS, SAVE_FAILED));
    }
  });

  return (
    <form className="tpp-form" onSubmit={onSubmit} noValidate>
      <p className="tpp-form__intro">How your name appears to your team.</p>
      {saved.message ? <Alert tone="success">{saved.message}</Alert> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField label="Email" type="email" value={email} readOnly hint="Your sign-in address." />
      <TextField
        label="Full name"
        maxLength={MAX_NAME_LENGTH}
        autoComplete="name"
        value={fullName}
        onChange={(event) => setFullName(event.target.value)}
        error={fieldErrors.full_name}
      />
      <TextField
        label="Nickname"
        maxLength={MAX_NAME_LENGTH}
        autoComplete="nickname"
        value={nickname}
        onChange={(event) => setNickname(event.target.value)}
        error={fieldErrors.nickname}
      />
      <Button type="submit" busy={busy}>
        Save Changes
      </Button>
    </form>
  );
}
