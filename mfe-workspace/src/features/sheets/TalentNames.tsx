import { useState } from 'react';
import type { TalentSheetSummary } from '@tpp/contracts';
import { talentColumn } from './sheetRules';

/**
 * The talent column: every name up to 9; above 9 the first 6 and 'Show N More', which lists them
 * all and becomes 'Show Less'.
 */
export function TalentNames({ influencers }: { influencers: TalentSheetSummary['influencers'] }) {
  const [expanded, setExpanded] = useState(false);
  if (influencers.length === 0) return <span className="tpp-muted">No creators</span>;
  const { shown, hidden } = talentColumn(influencers, expanded);
  const collapsible = talentColumn(influencers, false).hidden > 0;
  return (
    <div>
      <ul className="tpp-sheet-list__names">
        {shown.map((influencer) => (
          <li key={influencer.id}>{influencer.fullname}</li>
        ))}
      </ul>
      {collapsible ? (
        <button
          type="button"
          className="tpp-button tpp-button--link"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show Less' : `Show ${hidden} More`}
        </button>
      ) : null}
    </div>
  );
}
