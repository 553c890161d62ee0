import { useState } from 'react';
import type { TalentSheetSummary } from '@tpp/contracts';
import { talentColumn } from './sheetRules';

/** The talent column: every name up to 9; above 9 the first 6 and 'Show N More'. */
export function TalentNames({ influencers }: { influencers: TalentSheetSummary['influencers'] }) {
  const [expanded, setExpanded] = useState(false);
  if (influencers.length === 0) return <span className="tpp-muted">No talent</span>;
  const { shown, hidden } = talentColumn(influencers, expanded);
  return (
    <div>
      <ul className="tpp-sheet-list__names">
        {shown.map((influencer) => (
          <li key={influencer.id}>{influencer.fullname}</li>
        ))}
      </ul>
      {hidden > 0 ? (
        <button type="button" className="tpp-button tpp-button--link" onClick={() => setExpanded(true)}>
          Show {hidden} More
        </button>
      ) : null}
    </div>
  );
}
