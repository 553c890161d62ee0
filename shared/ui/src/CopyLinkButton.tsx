import { useCopyLink } from './useCopyLink.js';

export interface CopyLinkButtonProps {
  /** The address to copy; a path is made absolute against the page. */
  url: string;
  /** The button's accessible name, e.g. 'Copy single page link'. */
  label: string;
}

/**
 * A copy-to-clipboard icon button with 'Copied' (or 'Copy failed') beside it for a moment. The note
 * takes its own place in the line, so it stays inside the card or row that holds the button, and
 * it is outside the button, whose name stays the label.
 */
export function CopyLinkButton({ url, label }: CopyLinkButtonProps) {
  const { state, copy } = useCopyLink();
  return (
    <span className="tpp-copy-button">
      <button
        type="button"
        className="tpp-icon-button"
        aria-label={label}
        title={label}
        onClick={() => void copy(url)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
          />
        </svg>
      </button>
      <span className="tpp-copy-button__note" role="status">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : ''}
      </span>
    </span>
  );
}
