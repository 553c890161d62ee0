import { useState } from 'react';
import { isDescriptionShortened, shortenDescription } from '@tpp/contracts';

export interface ShortenedTextProps {
  /** A sheet, team or creator description (plain text). */
  text: string;
  className?: string;
}

/**
 * A description as lists and headers show it: from 243 characters its first 240 and '…', with
 * 'Show more' to read it whole (and 'Show less' to fold it again). Nothing is lost.
 */
export function ShortenedText({ text, className }: ShortenedTextProps) {
  const [open, setOpen] = useState(false);
  if (!isDescriptionShortened(text)) return <p className={className}>{text}</p>;
  return (
    <p className={className}>
      <span className="tpp-shortened__text">{open ? text : shortenDescription(text)}</span>{' '}
      <button
        type="button"
        className="tpp-button tpp-button--link tpp-shortened__toggle"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Show less' : 'Show more'}
      </button>
    </p>
  );
}
