import { useState } from 'react';
import { MESSAGE_BODY_MAX_LENGTH, MESSAGING_MESSAGES } from '@tpp/contracts';
import {
  Button,
  FormFooter,
  LinkButton,
  PageHeader,
  TextAreaField,
  useDocumentTitle,
  useFormSubmit,
} from '@tpp/ui';
import { contactApi } from '../../api/contactApi';
import { AttachmentDropZone } from './AttachmentDropZone';
import { ATTACHMENT_TEXTS } from './attachmentRules';
import { useAttachments } from './useAttachments';
import './contact.css';

/**
 * /contact-tpp: a message with attachments to the Talent Pitch Pro team. Files upload as they are
 * dropped (GET /api/media-upload, then the PUT); Send posts the note and the uploaded keys. The
 * staff's answer comes back in Messages, in the conversation the answer names.
 */
export function ContactUsPage() {
  useDocumentTitle('Contact Us');
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sentConversation, setSentConversation] = useState<number | null>(null);
  const { attachments, add, retry, remove, clear } = useAttachments(contactApi.upload);

  const uploading = attachments.some((attachment) => attachment.status === 'uploading');
  const failed = attachments.some((attachment) => attachment.status === 'failed');

  const { busy, onSubmit } = useFormSubmit(async () => {
    setProblem(null);
    if (!note.trim()) return setNoteError(MESSAGING_MESSAGES.contactBlank);
    setNoteError(null);
    if (uploading) return setProblem(ATTACHMENT_TEXTS.stillUploading);
    if (failed) return setProblem(ATTACHMENT_TEXTS.failedPending);
    try {
      const uploadedKeys = attachments.flatMap((attachment) => (attachment.key ? [attachment.key] : []));
      const answer = await contactApi.send({ note, ...(uploadedKeys.length > 0 ? { uploadedKeys } : {}) });
      setSentConversation(answer.conversation_id);
    } catch {
      setProblem(MESSAGING_MESSAGES.contactFailed);
    }
  });

  if (sentConversation !== null)
    return (
      <div className="tpp-page">
        <PageHeader title="Contact Us" />
        <section className="tpp-card tpp-contact-done" aria-live="polite">
          <h2>{MESSAGING_MESSAGES.contactSent}</h2>
          <p>We will answer you in Messages.</p>
          <div className="tpp-actions">
            <LinkButton href={`/messages?conversation_id=${sentConversation}`} variant="primary">
              View Conversation
            </LinkButton>
            <Button
              variant="secondary"
              onClick={() => {
                setNote('');
                clear();
                setSentConversation(null);
              }}
            >
              Send Another Message
            </Button>
          </div>
        </section>
      </div>
    );

  return (
    <div className="tpp-page">
      <PageHeader
        title="Contact Us"
        subtitle="Write to the Talent Pitch Pro team; attach files if they help."
      />
      <form className="tpp-card tpp-contact-form" onSubmit={onSubmit} noValidate>
        <TextAreaField
          label="Message"
          rows={6}
          value={note}
          maxLength={MESSAGE_BODY_MAX_LENGTH}
          error={noteError}
          onChange={(event) => {
            setNote(event.target.value);
            if (noteError && event.target.value.trim()) setNoteError(null);
          }}
        />
        <AttachmentDropZone
          attachments={attachments}
          disabled={busy}
          onAdd={add}
          onRetry={retry}
          onRemove={remove}
        />
        <FormFooter error={problem} submitLabel={busy ? 'Sending…' : 'Send'} busy={busy} disabled={uploading}>
          {uploading ? <span className="tpp-muted">{ATTACHMENT_TEXTS.stillUploading}</span> : null}
        </FormFooter>
      </form>
    </div>
  );
}
