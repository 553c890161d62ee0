import { useState } from 'react';

/** 'Public Link for Sharing': the team's public roster in a new tab, with a copy button. */
export function PublicRosterLink({ teamId }: { teamId: number }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const path = `/public/talent-roster/${teamId}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(path, window.location.origin).toString());
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
    setTimeout(() => setCopied(null), 1500);
  };

  return (
    <span className="tpp-share">
      <a className="tpp-button tpp-button--secondary" href={path} target="_blank" rel="noopener noreferrer">
        Public Link for Sharing
      </a>
      <button type="button" className="tpp-button tpp-button--secondary tpp-share__copy" onClick={copy}>
        {copied === 'yes' ? 'Copied' : copied === 'failed' ? 'Copy failed' : 'Copy link'}
      </button>
      <span className="tpp-visually-hidden" role="status">
        {copied === 'yes' ? 'Public roster link copied' : ''}
      </span>
    </span>
  );
}
