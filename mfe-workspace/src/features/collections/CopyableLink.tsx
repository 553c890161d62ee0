import { useState } from 'react';

export interface CopyableLinkProps {
  path: string;
  label: string;
}

/** A public link that opens in a new tab, with a copy icon that copies its full address. */
export function CopyableLink({ path, label }: CopyableLinkProps) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const url = new URL(path, window.location.origin).toString();

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
    <span className="tpp-copy-link">
      <a href={path} target="_blank" rel="noopener noreferrer">
        {url}
      </a>
      <button type="button" className="tpp-copy-link__button" aria-label={`Copy ${label}`} onClick={copy}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <rect x="8" y="8" width="12" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      </button>
      <span className="tpp-copy-link__status" role="status">
        {copied === 'yes' ? 'Copied' : copied === 'failed' ? 'Copy failed' : ''}
      </span>
    </span>
  );
}
