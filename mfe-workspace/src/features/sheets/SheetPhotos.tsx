import type { TalentSheetSummary } from '@tpp/contracts';
import { photoColumn } from './sheetRules';

/** The photos column: 3 photos, then '+N more'. */
export function SheetPhotos({ influencers }: { influencers: TalentSheetSummary['influencers'] }) {
  const { shown, more } = photoColumn(influencers);
  if (shown.length === 0) return null;
  return (
    <div className="tpp-sheet-list__photos">
      {shown.map((influencer) => (
        <img
          key={influencer.id}
          src={influencer.picture_main_url}
          alt={influencer.fullname}
          width={32}
          height={32}
          loading="lazy"
        />
      ))}
      {more > 0 ? <span className="tpp-muted">+{more} more</span> : null}
    </div>
  );
}
