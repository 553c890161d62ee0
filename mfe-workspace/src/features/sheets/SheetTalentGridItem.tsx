import { useId } from 'react';
import { SheetRowName, SheetThumb, type SheetRow } from './SheetTalentParts';

/**
 * One creator in the grid view: its portrait with the position and the drag handle (pointer drag,
 * or Space then the arrow keys in every direction), the name and followers.
 */
export function SheetTalentGridItem({ row }: { row: SheetRow }) {
  const id = useId();
  return (
    <article className="tpp-sheet-portrait" aria-labelledby={id} data-testid="sheet-talent" data-view="grid">
      <div className="tpp-sheet-portrait__frame">
        <SheetThumb row={row} className="tpp-sheet-portrait__photo" />
        <span className="tpp-sheet-portrait__position" aria-hidden="true">
          {row.position}
        </span>
        <span className="tpp-sheet-portrait__handle">{row.handle}</span>
      </div>
      <SheetRowName row={row} id={id} look="tpp-sheet-portrait" />
    </article>
  );
}
