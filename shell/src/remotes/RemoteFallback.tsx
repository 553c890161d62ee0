import { Button } from '@tpp/ui';

export interface RemoteFallbackProps {
  label: string;
  /** 'load': the remote could not be loaded or mounted in time; 'crash': it failed while rendering. */
  reason: 'load' | 'crash';
  onRetry: () => void;
}

/**
 * Shown in a remote's slot instead of the remote. No hooks: a crashed remote's error boundary
 * renders it inside that remote's React root.
 */
export function RemoteFallback({ label, reason, onRetry }: RemoteFallbackProps) {
  return (
    <div className="shell-fallback" role="alert" data-testid="remote-fallback">
      <h2 className="shell-fallback__title">{label} is unavailable</h2>
      <p>
        {reason === 'load'
          ? 'This part of Talent Pitch Pro could not be loaded right now.'
          : 'This part of Talent Pitch Pro stopped working while showing this page.'}{' '}
        The rest of the app keeps working; you can try again now or come back in a moment.
      </p>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
