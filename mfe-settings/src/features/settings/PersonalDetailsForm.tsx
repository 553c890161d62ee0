import { useEffect, useState } from 'react';
import { MAX_NAME_LENGTH, MESSAGE_DURATION_MS, MESSAGES } from '@tpp/contracts';
import { errorMessage, sessionStore } from '@tpp/session';
import {
  Alert,
  apiFieldErrors,
  Button,
  formErrorMessage,
  LoadFailedAlert,
  Spinner,
  TextField,
  useFormSubmit,
  useTimedMessage,
  useUnsavedChangesGuard,
} from '@tpp/ui';
import { settingsApi } from '../../api/settingsApi';

type Load = { state: 'loading' } | { state: 'failed'; text: string } | { state: 'ready' };

const LOAD_FAILED = 'Your personal details could not be loaded.';
const SAVE_FAILED = 'Your personal details could not be saved. Please try again.';
/** The API's field names in this form's words. */
const FIELD_LABELS = { full_name: 'Full name', nickname: 'Nickname' };

/** Personal Details tab: full name and nickname (GET and POST /api/user/configuration). */
export function PersonalDetailsForm() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [email, setEmail] = useState('');
  const [fullName, setFullName] = useState('');
  const [nickname, setNickname] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const saved = useTimedMessage(MESSAGE_DURATION_MS.settingsSaved);
  /** The names as loaded or last saved: a difference is unsaved work, and leaving asks first. */
  const [stored, setStored] = useState({ fullName: '', nickname: '' });
  useUnsavedChangesGuard(
    load.state === 'ready' && (fullName !== stored.fullName || nickname !== stored.nickname),
  );

  useEffect(() => {
    let current = true;
    settingsApi.getConfiguration().then(
      (configuration) => {
        if (!current) return;
        setEmail(configuration.email);
        setFullName(configuration.full_name ?? '');
        setNickname(configuration.nickname ?? '');
        setStored({ fullName: configuration.full_name ?? '', nickname: configuration.nickname ?? '' });
        setLoad({ state: 'ready' });
      },
      (error: unknown) => current && setLoad({ state: 'failed', text: errorMessage(error, LOAD_FAILED) }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const { busy, onSubmit } = useFormSubmit(async () => {
    setFieldErrors({});
    setFailure(null);
    saved.clear();
    const update = { full_name: fullName.trim(), nickname: nickname.trim() };
    try {
      await settingsApi.saveConfiguration(update);
      saved.show(MESSAGES.settingsSaved);
      setStored({ fullName, nickname });
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

  if (load.state === 'loading') return <Spinner label="Loading your details..." />;
  if (load.state === 'failed') {
    return (
      <LoadFailedAlert
        onRetry={() => {
          setLoad({ state: 'loading' });
          setAttempt((count) => count + 1);
        }}
      >
        {load.text}
      </LoadFailedAlert>
    );
  }

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
