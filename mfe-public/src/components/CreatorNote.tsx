import { SafeHtml } from '@tpp/profile';

/** The agency's note under a creator's card on a shared sheet; nothing when the note is blank. */
export function CreatorNote({ html }: { html: string | undefined }) {
  if (!html?.trim()) return null;
  return (
    <div className="ps-note">
      <span className="ps-note__label">Note</span>
      <SafeHtml html={html} />
    </div>
  );
}
