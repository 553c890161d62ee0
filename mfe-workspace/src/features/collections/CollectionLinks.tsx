import { CopyLinkButton } from '@tpp/ui';

/** The public link of a collection and its Alternate View (one page with every sheet). */
export function CollectionLinks({ collectionId }: { collectionId: string }) {
  const id = encodeURIComponent(collectionId);
  const path = `/public/collection/${id}`;
  return (
    <section className="tpp-section tpp-collection-links" aria-label="Sharing">
      <div>
        <span className="tpp-field__label">Public link</span>
        <span className="tpp-copy-link">
          <a href={path} target="_blank" rel="noopener noreferrer">
            {new URL(path, window.location.origin).toString()}
          </a>
          <CopyLinkButton url={path} label="Copy public collection link" />
        </span>
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
