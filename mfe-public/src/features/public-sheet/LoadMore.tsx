import { useEffect, useRef } from 'react';
import { SHEET_MESSAGES } from '@tpp/contracts';
import { Button } from '@tpp/ui';
import type { MoreStatus } from './useSheetPages';

export interface LoadMoreProps {
  hasMore: boolean;
  status: MoreStatus;
  onLoadMore: () => void;
  /** Creators shown: observing again after each page lets a still-visible sentinel load the next. */
  count: number;
}

/**
 * 'Load More' plus infinite scroll: the next page loads when the button comes near the viewport.
 * After a failure ('Error loading more') only the button retries, so a broken network is not hammered.
 */
export function LoadMore({ hasMore, status, onLoadMore, count }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const failed = status === 'error';
  const onLoadMoreRef = useRef(onLoadMore);
  useEffect(() => {
    onLoadMoreRef.current = onLoadMore;
  });

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || failed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMoreRef.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, failed, count]);

  if (!hasMore) return null;
  return (
    <div className="ps-more" ref={sentinel}>
      {failed ? (
        <p className="ps-more__error" role="alert">
          {SHEET_MESSAGES.loadMoreFailed}
        </p>
      ) : null}
      {status === 'loading' ? (
        <p className="ps-loading" role="status">
          {SHEET_MESSAGES.loading}
        </p>
      ) : (
        <Button variant="secondary" onClick={onLoadMore}>
          Load More
        </Button>
      )}
    </div>
  );
}
