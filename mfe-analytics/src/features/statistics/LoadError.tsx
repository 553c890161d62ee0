import { Alert, Button } from '@tpp/ui';
import { errorMessage } from '@tpp/session';

/** A failed load: the API's message (or a plain one) and Retry. */
export function LoadError({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  return (
    <Alert tone="error">
      {errorMessage(error, fallback)}{' '}
      <Button variant="link" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}
