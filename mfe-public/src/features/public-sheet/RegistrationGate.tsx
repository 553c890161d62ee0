import './registrationGate.css';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { API_ERROR_CODES, SHEET_MESSAGES } from '@tpp/contracts';
import { ApiError, errorMessage, invalidateApi } from '@tpp/session';
import { Alert, apiFieldErrors, Button, TextField } from '@tpp/ui';
import { publicKeys, publicSheetsApi } from '../../api/publicSheetsApi';
import { viewerEmailStore } from '../../api/viewerEmail';
import { isEmail } from './gateRule';
import type { GateState } from './useRegistrationGate';

export interface RegistrationGateProps {
  sheetId: string;
  /** From useRegistrationGate. */
  gate: GateState;
  /** The team shown in the gate ('… shared a talent sheet with you'). */
  teamName: string;
  /** Called once the viewer is identified (the page then sends its sheet_view). */
  onIdentified?: (email: string) => void;
}

type Phase = { step: 'ask' } | { step: 'sent'; email: string } | { step: 'done' };

/**
 * The registration gate (docs/product/brand-pages.md): a modal over a neutral placeholder asking
 * for an email with 'View Talent Sheet'. Until this browser passes it the server sends no creator
 * of the sheet; sending the form grants this browser the sheet, and Continue loads the creators.
 * The team sees the address as unverified until this viewer follows the link the gate mails
 * (ViewerLinkPage confirms it).
 */
export function RegistrationGate({ sheetId, gate, teamName, onIdentified }: RegistrationGateProps) {
  const [phase, setPhase] = useState<Phase>({ step: 'ask' });
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const open = (gate === 'gated' && phase.step === 'ask') || phase.step === 'sent';

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = email.trim();
    if (!value) {
      setFieldError('Email is required');
      return;
    }
    if (!isEmail(value)) {
      setFieldError('Enter a valid email address');
      return;
    }
    setFieldError(null);
    setFormError(null);
    setBusy(true);
    try {
      await publicSheetsApi.registerViewer({ email: value, talentSheetId: sheetId });
      setPhase({ step: 'sent', email: value });
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (fields.email) setFieldError(fields.email);
      else if (error instanceof ApiError && error.code === API_ERROR_CODES.rateLimited)
        setFormError('Too many attempts from this network. Please wait a minute and try again.');
      else setFormError(errorMessage(error, 'Your email could not be sent. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  async function proceed() {
    if (phase.step !== 'sent') return;
    setFormError(null);
    setBusy(true);
    try {
      // The server granted this browser the sheet when the form was sent; a browser that keeps
      // no cookies is still refused, and is told so instead of being left on the placeholder.
      const check = await publicSheetsApi.sheet(sheetId, 1, 1);
      if (check.withheld) {
        setFormError(
          'Your browser did not keep our access cookie. Allow cookies for this site, then enter your email again.',
        );
        setPhase({ step: 'ask' });
        return;
      }
    } catch (error) {
      setFormError(errorMessage(error, 'The talent sheet could not be loaded. Please try again.'));
      return;
    } finally {
      setBusy(false);
    }
    viewerEmailStore.getState().remember(phase.email);
    onIdentified?.(phase.email);
    setPhase({ step: 'done' });
    await invalidateApi(publicKeys.all);
  }

  return (
    <dialog
      ref={ref}
      className="tpp-modal pub-gate"
      aria-labelledby={titleId}
      data-testid="registration-gate"
      // The gate is not dismissed by Escape: the email (or the confirmation) comes first.
      onCancel={(event) => event.preventDefault()}
    >
      {phase.step === 'sent' ? (
        <>
          <h2 id={titleId}>Thank you</h2>
          <p className="pub-gate__text" role="status">
            {SHEET_MESSAGES.checkEmailToContinue}
          </p>
          <p className="pub-gate__text">
            We sent a link to <strong>{phase.email}</strong>. Following it confirms your address to the team
            that shared this sheet.
          </p>
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <div className="tpp-modal__actions">
            <Button onClick={() => void proceed()} busy={busy} autoFocus>
              Continue
            </Button>
          </div>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <h2 id={titleId}>{teamName} shared a talent sheet with you</h2>
          <p className="pub-gate__text">Enter your email address to view it.</p>
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            error={fieldError}
            onChange={(event) => setEmail(event.target.value)}
          />
          <div className="tpp-modal__actions">
            <Button type="submit" busy={busy}>
              {SHEET_MESSAGES.viewTalentSheet}
            </Button>
          </div>
        </form>
      )}
    </dialog>
  );
}
