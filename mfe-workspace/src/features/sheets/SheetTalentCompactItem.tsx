import { useId } from 'react';
import { MoveButtons, SheetRowName, SheetTalentGrip, SheetThumb, type SheetRow } from './SheetTalentParts';

/**
 * One creator in the compact view, on one line: selection, handle, position, a small portrait,
 * the name, followers, the start of the note (the whole note in its tooltip) and the moves. The
 * note is edited in the list view.
 */
export function SheetTalentCompactItem({ row }: { row: SheetRow }) {
  const id = useId();
  const { influencer } = row;
  const note = influencer.note.trim();
  return (
    <article
      className="tpp-sheet-compact"
      aria-labelledby={id}
      data-testid="sheet-talent"
      data-view="compact"
    >
      <SheetTalentGrip row={row} />
      <SheetThumb row={row} size={32} className="tpp-sheet-compact__photo" />
      <SheetRowName row={row} id={id} look="tpp-sheet-compact" short />
      <span className="tpp-sheet-compact__note" title={note || undefined}>
        {note || <span className="tpp-muted">No note</span>}
      </span>
      <span className="tpp-sheet-compact__moves">
        <MoveButtons row={row} short />
      </span>
    </article>
  );
}
