import { Button, EmptyState, useDocumentTitle } from '@tpp/ui';
import { PublicFrame } from '../../components/PublicFrame';

/** A /public/ address no shared view answers to. */
export function PublicNotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <PublicFrame>
      <div className="pub-state">
        <EmptyState
          title="Page not found"
          action={
            window.history.length > 1 ? (
              <Button variant="secondary" onClick={() => window.history.back()}>
                Go Back
              </Button>
            ) : undefined
          }
        >
          This link does not lead to a shared page. Check the address, or ask the team that sent it for a new
          link.
        </EmptyState>
      </div>
    </PublicFrame>
  );
}
