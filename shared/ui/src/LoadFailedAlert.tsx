import type { ReactNode } from 'react';
import { Alert } from './Alert.js';
import { Button } from './Button.js';

/** A load that failed: what went wrong and a 'Try again' that loads once more. */
export function LoadFailedAlert({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <Alert tone="error">
      {children}{' '}
      <Button variant="link" onClick={onRetry}>
        Try Again
      </Button>
    </Alert>
  );
}
