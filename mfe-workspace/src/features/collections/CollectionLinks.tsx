import { CopyableLink } from './CopyableLink';

/** The public link of a collection and its Alternate View (one page with every sheet). */
export function CollectionLinks({ collectionId }: { collectionId: string }) {
  const id = encodeURIComponent(collectionId);
  return (
    <section className="tpp-section tpp-collection-links" aria-label="Sharing">
      <div>
        <span className="tpp-field__label">Public link</span>
        <CopyableLink path={`/public/collection/${id}`} label="public collection link" />
      </div>
      <div>
        <a href={`/public/collection/view-all/${id}`} target="_blank" rel="noopener noreferrer">
          Alternate View
        </a>
        <p className="tpp-field__hint">
          Every sheet on one page; best when each sheet has fewer than 50-60 talent.
        </p>
      </div>
    </section>
  );
}
