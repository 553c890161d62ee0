import { noteSegments } from './sheetRules';

/** The note as the brand will read it: [text](url) becomes a safe link, everything else is text. */
export function NotePreview({ note, label = 'Preview: ' }: { note: string; label?: string | null }) {
  return (
    <p className="tpp-sheet-note__preview">
      {label ? <span className="tpp-muted">{label}</span> : null}
      {noteSegments(note).map((segment, index) =>
        'href' in segment ? (
          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer nofollow">
            {segment.text}
          </a>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
