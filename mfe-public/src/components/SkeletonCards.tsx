import { SHEET_MESSAGES } from '@tpp/contracts';
import './skeleton.css';

/**
 * What a shared page shows while its creators load: the outline of the card grid, so the page
 * keeps its shape. Screen readers hear the spec's 'Loading...'.
 */
export function SkeletonCards({ count = 8 }: { count?: number }) {
  return (
    <div className="pub-skeleton" role="status">
      <span className="tpp-visually-hidden">{SHEET_MESSAGES.loading}</span>
      <ul className="pub-skeleton__cards" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="pub-skeleton__card">
            <span className="pub-skeleton__photo" />
            <span className="pub-skeleton__line" />
            <span className="pub-skeleton__line pub-skeleton__line--short" />
          </li>
        ))}
      </ul>
    </div>
  );
}
