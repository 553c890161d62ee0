import type { ReactNode } from 'react';
import type { SheetInfluencer } from '@tpp/contracts';
import { Button } from '@tpp/ui';
import { followersText } from '../../components/Figures';

export type MoveEdge = 'top' | 'bottom';

/** One creator's place in the editor's talent, whichever view shows it. */
export interface SheetRow {
  influencer: SheetInfluencer;
  /** 1-based. */
  position: number;
  /** Whether the creator is last on the sheet. */
  last: boolean;
  /** The drag handle button (pointer drag, or Space then the arrow keys). */
  handle: ReactNode;
  /** Whether the creator is selected for the bulk actions. */
  selected: boolean;
  /** A click on the checkbox; `range` when Shift was held (selects from the last clicked creator). */
  onSelect: (on: boolean, range: boolean) => void;
  /** Moves the creator to the top or the bottom of the sheet. */
  onMove: (edge: MoveEdge) => void;
}

/** The creator's portrait at a size (decorative: the name is beside it). */
export function SheetThumb({ row, size, className }: { row: SheetRow; size?: number; className: string }) {
  return (
    <img
      className={className}
      src={row.influencer.picture_main_url}
      alt=""
      width={size}
      height={size}
      loading="lazy"
    />
  );
}

/**
 * The left edge of a creator's row in the list and compact views: the selection checkbox, the
 * drag handle and the position.
 */
export function SheetTalentGrip({ row }: { row: SheetRow }) {
  return (
    <div className="tpp-sheet-talent__grip">
      {/* The click (not the change) carries Shift for a range; Space on the box clicks it too. */}
      <input
        type="checkbox"
        className="tpp-sheet-talent__select"
        checked={row.selected}
        readOnly
        aria-label={`Select ${row.influencer.fullname}`}
        onClick={(event) => row.onSelect(event.currentTarget.checked, event.shiftKey)}
      />
      {row.handle}
      <span className="tpp-sheet-talent__position" aria-hidden="true">
        {row.position}
      </span>
    </div>
  );
}

/**
 * Move to Top and Move to Bottom of one creator (each left out where the creator already is).
 * Their names add the creator's name after the visible words, so a screen reader or voice control
 * user reaches the right one. `short`: 'To top' and 'To bottom' (the compact view's one line).
 */
export function MoveButtons({ row, short = false }: { row: SheetRow; short?: boolean }) {
  const name = row.influencer.fullname;
  return (
    <>
      {row.position === 1 ? null : (
        <Button variant="link" onClick={() => row.onMove('top')} aria-label={`Move to Top, ${name}`}>
          {short ? 'To top' : 'Move to Top'}
        </Button>
      )}
      {row.last ? null : (
        <Button variant="link" onClick={() => row.onMove('bottom')} aria-label={`Move to Bottom, ${name}`}>
          {short ? 'To bottom' : 'Move to Bottom'}
        </Button>
      )}
    </>
  );
}

/** The creator's name (the row's heading, `id` names the row) and followers, in the compact and grid views. */
export function SheetRowName({ row, id, look }: { row: SheetRow; id: string; look: string }) {
  const { influencer } = row;
  return (
    <>
      <h3 id={id} className={`${look}__name`}>
        {influencer.fullname}
      </h3>
      <span className={`${look}__followers tpp-muted`}>
        {followersText(influencer.primary_followers, influencer.primary_platform)}
      </span>
    </>
  );
}
