import type { ReactNode } from 'react';
import type { SheetInfluencer } from '@tpp/contracts';
import { Button } from '@tpp/ui';
import { followersText } from '../../components/Figures';
import { formatCount } from '../../components/rosterRules';

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

/** An arrow to a line: up for the top, down for the bottom. */
function EdgeArrow({ edge }: { edge: MoveEdge }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d={edge === 'top' ? 'M2 2h12M8 14V5M4 9l4-4 4 4' : 'M2 14h12M8 2v9M4 7l4 4 4-4'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const MOVE_WORDS: Record<MoveEdge, string> = { top: 'Move to Top', bottom: 'Move to Bottom' };

/**
 * Move to Top and Move to Bottom of one creator (each left out where the creator already is).
 * Their names add the creator's name after the visible words, so a screen reader or voice control
 * user reaches the right one. `short`: arrows only, named and titled the same (the compact view's
 * one line).
 */
export function MoveButtons({ row, short = false }: { row: SheetRow; short?: boolean }) {
  const edges: MoveEdge[] = [];
  if (row.position !== 1) edges.push('top');
  if (!row.last) edges.push('bottom');
  return edges.map((edge) => (
    <Button
      key={edge}
      variant="link"
      className={short ? 'tpp-sheet-move tpp-sheet-move--short' : 'tpp-sheet-move'}
      onClick={() => row.onMove(edge)}
      aria-label={`${MOVE_WORDS[edge]}, ${row.influencer.fullname}`}
      title={short ? MOVE_WORDS[edge] : undefined}
    >
      {short ? <EdgeArrow edge={edge} /> : MOVE_WORDS[edge]}
    </Button>
  ));
}

/**
 * The creator's name (the row's heading, `id` names the row) and followers, in the compact and grid
 * views; `short` shows only the number of followers (the platform is read out and in the tooltip).
 */
export function SheetRowName({
  row,
  id,
  look,
  short = false,
}: {
  row: SheetRow;
  id: string;
  look: string;
  short?: boolean;
}) {
  const { influencer } = row;
  const followers = followersText(influencer.primary_followers, influencer.primary_platform);
  const shown = short ? formatCount(influencer.primary_followers) : followers;
  return (
    <>
      <h3 id={id} className={`${look}__name`}>
        {influencer.fullname}
      </h3>
      <span className={`${look}__followers tpp-muted`} title={short ? followers : undefined}>
        {shown}
        {short ? <span className="tpp-visually-hidden">{followers.slice(shown.length)}</span> : null}
      </span>
    </>
  );
}
