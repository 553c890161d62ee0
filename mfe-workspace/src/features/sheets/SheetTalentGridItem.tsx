import { useId } from 'react';
import { SheetRowName, SheetTalentGrip, SheetThumb, type SheetRow } from './SheetTalentParts';

/**
 * One creator in the grid view: its portrait with the selection checkbox, the drag handle (pointer
 * drag, or Space then the arrow keys in every direction) and the position, the name and followers.
 */
export function SheetTalentGridItem({ row }: { row: SheetRow }) {
  const id = useId();
  return (
    <article className="tpp-sheet-portrait" aria-labelledby={id} data-testid="sheet-talent" data-view="grid">
      <div className="tpp-sheet-portrait__frame">
        <SheetThumb row={row} className="tpp-sheet-portrait__photo" />
        <SheetTalentGrip row={row} />
      </div>
      <SheetRowName row={row} id={id} look="tpp-sheet-portrait" />
    </article>
  );
}
