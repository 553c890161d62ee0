import { useState } from 'react';

/** A copy-to-clipboard icon button that says 'Copied' for a moment. */
export function CopyLinkButton({ url, label }: { url: string; label: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
    setTimeout(() => setCopied(null), 1500);
  };
  return (
    <button
      type="button"
      className="tpp-icon-button"
      aria-label={label}
      title={label}
      onClick={() => void copy()}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
        />
      </svg>
      {copied ? (
        <span className="tpp-icon-button__note" role="status">
          {copied === 'yes' ? 'Copied' : 'Copy failed'}
        </span>
      ) : null}
    </button>
  );
}
