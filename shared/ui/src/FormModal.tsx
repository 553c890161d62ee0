import { useId, type ReactNode } from 'react';
import { Button } from './Button.js';
import { Modal } from './Modal.js';

export interface FormModalProps {
  title: string;
  /** Default: open (a caller that mounts the dialog only while it is wanted). */
  open?: boolean;
  onClose: () => void;
  /** The submit button's label, e.g. 'Create Copy'. */
  submitLabel: string;
  /** The closing button's label (default 'Cancel'). */
  cancelLabel?: string;
  /** The submit button shows busy (and is disabled) while the request runs. */
  busy?: boolean;
  /** The closing button is disabled, e.g. while a request that cannot be abandoned runs. */
  cancelDisabled?: boolean;
  submitDisabled?: boolean;
  formClassName?: string;
  /** Runs on the submit button and on Enter in a one-line field; the browser's submission is prevented. */
  onSubmit: () => void;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A dialog around one form: the closing button, and a submit button tied to the form (so Enter in a
 * field and the button do the same). The browser's own validation is off: the form shows its own errors.
 */
export function FormModal({
  title,
  open = true,
  onClose,
  submitLabel,
  cancelLabel = 'Cancel',
  busy = false,
  cancelDisabled,
  submitDisabled,
  formClassName,
  onSubmit,
  children,
}: FormModalProps) {
  const formId = useId();
  return (
    <Modal
      title={title}
      open={open}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" disabled={cancelDisabled} onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} busy={busy} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={formClassName}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </Modal>
  );
}
