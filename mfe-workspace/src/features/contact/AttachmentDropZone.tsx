import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { CONTACT_ATTACHMENTS_MAX, MESSAGING_MESSAGES } from '@tpp/contracts';
import { Button } from '@tpp/ui';
import {
  ACCEPTED_DESCRIPTION,
  ACCEPTED_FILES,
  ATTACHMENT_TEXTS,
  formatFileSize,
  isTooLarge,
  takeWithinLimit,
} from './attachmentRules';
import type { Attachment } from './useAttachments';

export interface AttachmentDropZoneProps {
  attachments: readonly Attachment[];
  disabled?: boolean;
  onAdd: (files: File[]) => void;
  onRetry: (attachment: Attachment) => void;
  onRemove: (id: number) => void;
}

function rejectionText(rejection: FileRejection): string {
  const codes = rejection.errors.map((error) => error.code);
  if (codes.includes('file-too-large')) return ATTACHMENT_TEXTS.tooLarge(rejection.file.name);
  return ATTACHMENT_TEXTS.wrongType(rejection.file.name);
}

/** Drop files here or choose them (react-dropzone); each file shows its upload state and Remove. */
export function AttachmentDropZone({
  attachments,
  disabled,
  onAdd,
  onRetry,
  onRemove,
}: AttachmentDropZoneProps) {
  const [notes, setNotes] = useState<string[]>([]);
  const full = attachments.length >= CONTACT_ATTACHMENTS_MAX;

  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    const tooLarge = accepted.filter(isTooLarge);
    const fitting = accepted.filter((file) => !isTooLarge(file));
    const { taken, leftOut } = takeWithinLimit(fitting, attachments.length);
    setNotes([
      ...rejected.map(rejectionText),
      ...tooLarge.map((file) => ATTACHMENT_TEXTS.tooLarge(file.name)),
      ...(leftOut > 0 ? [ATTACHMENT_TEXTS.tooMany] : []),
    ]);
    if (taken.length > 0) onAdd(taken);
  };

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop,
    accept: ACCEPTED_FILES,
    multiple: true,
    noClick: true,
    noKeyboard: true,
    disabled: disabled || full,
  });

  return (
    <div className="tpp-contact-files">
      <div
        {...getRootProps({
          className: [
            'tpp-dropzone',
            isDragActive ? 'tpp-dropzone--active' : '',
            disabled || full ? 'tpp-dropzone--disabled' : '',
          ]
            .filter(Boolean)
            .join(' '),
          'aria-describedby': 'contact-files-hint',
        })}
        data-testid="contact-dropzone"
      >
        <input {...getInputProps({ 'aria-label': 'Attach files' })} />
        <p className="tpp-dropzone__title">
          {isDragActive ? 'Drop the files to attach them' : 'Drag files here to attach them'}
        </p>
        <Button variant="secondary" onClick={open} disabled={disabled || full}>
          Choose Files
        </Button>
        <p id="contact-files-hint" className="tpp-field__hint">
          {full
            ? ATTACHMENT_TEXTS.tooMany
            : `Up to ${CONTACT_ATTACHMENTS_MAX} files: ${ACCEPTED_DESCRIPTION}.`}
        </p>
      </div>
      {notes.length > 0 ? (
        <ul className="tpp-contact-files__notes" role="alert">
          {notes.map((note, index) => (
            <li key={index}>{note}</li>
          ))}
        </ul>
      ) : null}
      {attachments.length > 0 ? (
        <ul className="tpp-contact-files__list" aria-label="Attached files">
          {attachments.map((attachment) => (
            <AttachmentRow
              key={attachment.id}
              attachment={attachment}
              disabled={disabled}
              onRetry={() => onRetry(attachment)}
              onRemove={() => onRemove(attachment.id)}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function AttachmentRow({
  attachment,
  disabled,
  onRetry,
  onRemove,
}: {
  attachment: Attachment;
  disabled?: boolean;
  onRetry: () => void;
  onRemove: () => void;
}) {
  const { file, status } = attachment;
  return (
    <li className={`tpp-contact-file tpp-contact-file--${status}`} data-status={status}>
      <div className="tpp-contact-file__name">
        <span>{file.name}</span> <span className="tpp-muted">{formatFileSize(file.size)}</span>
      </div>
      <div className="tpp-contact-file__state" aria-live="polite">
        {status === 'uploading' ? 'Uploading…' : null}
        {status === 'uploaded' ? 'Uploaded' : null}
        {status === 'failed' ? (
          <span className="tpp-contact-file__failed">{MESSAGING_MESSAGES.uploadFailed}</span>
        ) : null}
      </div>
      <div className="tpp-contact-file__actions">
        {status === 'failed' ? (
          <Button variant="link" onClick={onRetry} disabled={disabled} aria-label={`Try Again: ${file.name}`}>
            Try Again
          </Button>
        ) : null}
        <Button variant="link" onClick={onRemove} disabled={disabled} aria-label={`Remove ${file.name}`}>
          Remove
        </Button>
      </div>
      {status === 'uploading' ? (
        <progress className="tpp-contact-file__progress" aria-label={`Uploading ${file.name}`} />
      ) : null}
    </li>
  );
}
