import { useCopyLink } from '@tpp/ui';

/** 'Public Link for Sharing': the team's public roster in a new tab, with a copy button. */
export function PublicRosterLink({ teamId }: { teamId: number }) {
  const { state, copy } = useCopyLink();
  const path = `/public/talent-roster/${teamId}`;

  return (
    <span className="tpp-share">
      <a className="tpp-button tpp-button--secondary" href={path} target="_blank" rel="noopener noreferrer">
        Public Link for Sharing
      </a>
      <button
        type="button"
        className="tpp-button tpp-button--secondary tpp-share__copy"
        onClick={() => void copy(path)}
      >
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy link'}
      </button>
      <span className="tpp-visually-hidden" role="status">
        {state === 'copied' ? 'Public roster link copied' : ''}
      </span>
    </span>
  );
}
