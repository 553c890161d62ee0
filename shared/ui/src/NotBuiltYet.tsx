import { EmptyState } from './EmptyState.js';

/** Says plainly, on a screen whose address exists (typed in, an old link), that it is not built yet. */
export function NotBuiltYet({ feature }: { feature: string }) {
  return (
    <EmptyState title={`${feature} is not available yet`}>
      <p>
        This screen is part of the product plan but has not been built in this release. Nothing here is saved
        or shown yet.
      </p>
    </EmptyState>
  );
}
