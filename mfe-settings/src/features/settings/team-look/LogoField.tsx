import { useId, useState } from 'react';
import { REQUEST_MESSAGES, type TeamLogoKind, type TeamLookResponse } from '@tpp/contracts';
import { Alert, Button } from '@tpp/ui';
import { teamLookApi } from '../../../api/teamLookApi';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

export interface LogoFieldProps {
  kind: TeamLogoKind;
  label: string;
  hint: string;
  url: string | null;
  /** The team's look after a change (the logo is saved at once, apart from the form). */
  onSaved: (look: TeamLookResponse) => void;
}

/** A logo: the current image, Upload Logo (the upload flow, then the logo call) and Remove Logo. */
export function LogoField({ kind, label, hint, url, onSaved }: LogoFieldProps) {
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const run = async (change: () => Promise<TeamLookResponse>) => {
    setBusy(true);
    setFailed(false);
    try {
      onSaved(await change());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="tl-logo">
      <div className="tl-logo__image" aria-hidden={url ? undefined : true}>
        {url ? <img src={url} alt={`${label} now`} /> : <span>No logo</span>}
      </div>
      <div className="tl-logo__body">
        <label htmlFor={inputId} className="tl-logo__label">
          {label}
        </label>
        <p className="tl-hint">{hint}</p>
        <input
          id={inputId}
          type="file"
          accept={IMAGE_TYPES}
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void run(() => teamLookApi.uploadLogo(kind, file));
          }}
        />
        {url ? (
          <Button
            variant="secondary"
            busy={busy}
            onClick={() => void run(() => teamLookApi.setLogo({ kind, uploadedKey: null }))}
          >
            Remove Logo
          </Button>
        ) : null}
        {failed ? <Alert tone="error">{REQUEST_MESSAGES.uploadFailed}</Alert> : null}
      </div>
    </div>
  );
}
