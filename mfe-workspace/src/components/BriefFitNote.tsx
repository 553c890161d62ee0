import type { BriefFit } from '@tpp/contracts';
import './briefFit.css';

const BADGES: Record<BriefFit['status'], string> = {
  meets: 'Meets the brief',
  meets_checked: 'Meets what was checked',
  partial: 'Partial',
};

/**
 * How one AI result meets the brief, as the API checked it on the creator's data
 * (docs/product/ai-helpers.md): "Meets the brief", "Partial: misses No Fitness tag, Based in
 * Busan", and "Not checked: on Twitch" for what the brief states but could not be checked.
 */
export function BriefFitNote({ fit }: { fit: BriefFit }) {
  return (
    <span className={`tpp-brief-fit tpp-brief-fit--${fit.status}`} data-fit={fit.status}>
      <span className="tpp-brief-fit__badge">
        {BADGES[fit.status]}
        {fit.status === 'partial' ? ':' : ''}
      </span>
      {fit.status === 'partial' ? <span> misses {fit.missed.join(', ')}</span> : null}
      {fit.not_checked.length > 0 ? (
        <span className="tpp-brief-fit__unchecked">Not checked: {fit.not_checked.join(', ')}</span>
      ) : null}
    </span>
  );
}
