import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { CollectionSheet } from '@tpp/contracts';
import { Button } from '@tpp/ui';

export interface CollectionSheetCardProps {
  sheet: CollectionSheet;
  publicTitle: string;
  position: number;
  handle: ReactNode;
  onEditPublicTitle: () => void;
  onRemove: () => void;
}

/** One included sheet: drag handle, cover, public title (click to edit), talent count, Remove. */
export function CollectionSheetCard({
  sheet,
  publicTitle,
  position,
  handle,
  onEditPublicTitle,
  onRemove,
}: CollectionSheetCardProps) {
  return (
    <article className="tpp-collection-card" aria-label={sheet.title} data-testid="collection-sheet-card">
      <div className="tpp-collection-card__top">
        {handle}
        <span className="tpp-collection-card__position" aria-hidden="true">
          {position}
        </span>
        {sheet.cover_photo_url ? (
          <img className="tpp-avatar" src={sheet.cover_photo_url} alt="" width={40} height={40} />
        ) : (
          <span className="tpp-avatar tpp-collection-card__no-cover" aria-hidden="true" />
        )}
        <div className="tpp-collection-card__names">
          <Link href={`/talent-sheet/${encodeURIComponent(sheet.id)}`} className="tpp-collection-card__title">
            {sheet.title}
          </Link>
          <span className="tpp-muted">{sheet.influencer_count} talent</span>
        </div>
      </div>
      <button
        type="button"
        className={publicTitle ? 'tpp-collection-card__public' : 'tpp-collection-card__public is-missing'}
        aria-label={`Edit public title of ${sheet.title}`}
        onClick={onEditPublicTitle}
      >
        <span className="tpp-collection-card__public-label">Public title</span>
        <span>{publicTitle || 'Public title needed. Click to add.'}</span>
      </button>
      <Button
        variant="secondary"
        className="tpp-button--quiet-danger"
        aria-label={`Remove ${sheet.title}`}
        onClick={onRemove}
      >
        Remove
      </Button>
    </article>
  );
}
