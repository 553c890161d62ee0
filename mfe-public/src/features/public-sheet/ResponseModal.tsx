import { useState, type FormEvent } from 'react';
import { API_ERROR_CODES, creatorCount, SHEET_LIMITS } from '@tpp/contracts';
import { ApiError, errorMessage } from '@tpp/session';
import { Alert, apiFieldErrors, Button, Modal, TextAreaField, TextField } from '@tpp/ui';
import { publicSheetsApi } from '../../api/publicSheetsApi';
import {
  formFieldOf,
  responseRequest,
  validateResponseForm,
  type ResponseFormErrors,
  type ResponseFormValues,
} from './responseForm';

export interface ResponseModalProps {
  open: boolean;
  onClose: () => void;
  sheetId: string;
  liked: number[];
  /** The gate email, filled in for the viewer. */
  initialEmail: string | null;
  /** After the server took the response: what the brand sent. */
  onSent: (values: ResponseFormValues) => void;
}

/**
 * 'Send Response': name, email and optional comments, then POST /api/talent-sheet-response-form.
 * The default export: the sheet pages load it only when the brand reaches for it (SheetResponse).
 */
export default function ResponseModal({
  open,
  onClose,
  sheetId,
  liked,
  initialEmail,
  onSent,
}: ResponseModalProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState(initialEmail ?? '');
  const [comments, setComments] = useState('');
  const [errors, setErrors] = useState<ResponseFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = 'ps-response-form';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = { name, email, comments };
    const found = validateResponseForm(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await publicSheetsApi.sendResponse(responseRequest(sheetId, liked, values));
      onSent(values);
    } catch (error) {
      const fieldErrors: ResponseFormErrors = {};
      for (const [field, message] of Object.entries(apiFieldErrors(error))) {
        const key = formFieldOf(field);
        if (key) fieldErrors[key] = message;
      }
      setErrors(fieldErrors);
      if (error instanceof ApiError && error.code === API_ERROR_CODES.rateLimited)
        setFormError('Too many responses from this network. Please wait a few minutes and try again.');
      else if (Object.keys(fieldErrors).length === 0)
        setFormError(errorMessage(error, 'Your response could not be sent. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  const count = liked.length;
  return (
    <Modal
      title="Send Response"
      open={open}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            Send Response
          </Button>
        </>
      }
    >
      <form id={formId} className="ps-response-form" onSubmit={submit} noValidate>
        <p className="ps-response-form__summary">
          {count === 0
            ? 'You have not marked any creators. You can still send the team a comment.'
            : `You marked ${creatorCount(count)} as interesting.`}
        </p>
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextAreaField
          label="Comments (optional)"
          name="comments"
          rows={4}
          maxLength={SHEET_LIMITS.responseCommentsMaxLength}
          value={comments}
          error={errors.comments}
          onChange={(event) => setComments(event.target.value)}
        />
      </form>
    </Modal>
  );
}
