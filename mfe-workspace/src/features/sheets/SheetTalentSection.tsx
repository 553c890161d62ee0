import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { SHEET_LIMITS, type SheetInfluencer } from '@tpp/contracts';
import { Alert, Button } from '@tpp/ui';
import { SortableList } from '../../components/SortableList';
import { selectConflict, useSheetEditor } from './sheetEditorStore';
import { saveButtons } from './sheetRules';
import { SheetBulkBar } from './SheetBulkBar';
import { saveStatus } from '../../components/autosave/saveLoop';
import { SheetTalentCompactItem } from './SheetTalentCompactItem';
import { SheetTalentGridItem } from './SheetTalentGridItem';
import { SheetTalentItem } from './SheetTalentItem';
import type { MoveEdge, SheetRow } from './SheetTalentParts';
import { SheetViewSwitch } from './SheetViewSwitch';
import { useSheetView } from './sheetView';
import './sheetTalentViews.css';

export interface SheetTalentSectionProps {
  /** Tools next to the talent list (a campaign's 'Load creators from a sheet'). */
  tools?: ReactNode;
  allowCopy: boolean;
  /** The notice shown when a casting-call response refused talent over its limit. */
  limitNotice: string | null;
  saving: boolean;
  onSave: () => void;
  /** Copy Talent to New Sheet (the editor saves pending edits first). */
  onCopy: () => void;
}

const getId = (influencer: SheetInfluencer) => influencer.id;
const getLabel = (influencer: SheetInfluencer) => influencer.fullname;

/**
 * The ordered talent of the sheet with their notes, the selection and its bulk actions, its tools,
 * and Save Sheet (at the top above 3 talent; disabled while the sheet is saved). Three views of the
 * same order, remembered per user: the list (notes edited), compact (one line per creator) and a
 * grid of portraits; in each, creators are dragged by their handle or moved by keyboard, and the
 * list and compact views move one creator to the top or the bottom, announced like a keyboard move.
 */
export function SheetTalentSection({
  tools,
  allowCopy,
  limitNotice,
  saving,
  onSave,
  onCopy,
}: SheetTalentSectionProps) {
  const sheetId = useSheetEditor((state) => state.sheetId);
  const sheetType = useSheetEditor((state) => state.sheetType);
  const talent = useSheetEditor((state) => state.talent);
  const conflict = useSheetEditor(selectConflict);
  const saved = useSheetEditor((state) => state.sheetId !== null && saveStatus(state.autosave) === 'saved');
  const selectedIds = useSheetEditor((state) => state.selected);
  const selected = useMemo(() => new Set(selectedIds), [selectedIds]);
  const actions = useSheetEditor.getState();
  const [view, setView] = useSheetView();
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const focusAfterMove = useRef<number | null>(null);

  // A moved creator's row leaves the button that moved it (or loses it): its handle keeps the focus.
  useEffect(() => {
    const moved = focusAfterMove.current;
    if (moved === null) return;
    focusAfterMove.current = null;
    listRef.current
      ?.querySelector<HTMLElement>(`[data-sortable-id="${moved}"] .tpp-sortable__handle`)
      ?.focus();
  }, [talent]);

  const move = (influencer: SheetInfluencer, edge: MoveEdge) => {
    actions.moveTo([influencer.id], edge);
    focusAfterMove.current = influencer.id;
    const position = edge === 'top' ? 1 : talent.length;
    setAnnouncement(`${influencer.fullname} was moved to position ${position} of ${talent.length}.`);
  };

  const buttons = saveButtons(talent.length, saved);
  const saveButton = (
    <Button disabled={buttons.disabled || conflict} busy={saving} onClick={onSave}>
      Save Sheet
    </Button>
  );
  const response = sheetType === 'casting_call_response';

  return (
    <section className="tpp-section" aria-labelledby="sheet-talent-heading">
      <div className="tpp-section__head">
        <h2 id="sheet-talent-heading">
          {response ? 'Creators in this response' : 'Creators on this sheet'}{' '}
          <span className="tpp-muted">
            ({talent.length}
            {response ? ` of ${SHEET_LIMITS.castingCallMaxTalent}` : ''})
          </span>
        </h2>
        <div className="tpp-sheet-editor__actions">
          {talent.length > 1 ? <SheetViewSwitch view={view} onChange={setView} /> : null}
          {tools}
          {allowCopy && sheetId ? (
            <Button variant="secondary" disabled={talent.length === 0 || conflict} onClick={onCopy}>
              Copy Talent to New Sheet
            </Button>
          ) : null}
          {buttons.showTop ? saveButton : null}
        </div>
      </div>
      {limitNotice ? <Alert tone="warning">{limitNotice}</Alert> : null}
      {talent.length === 0 ? (
        <p className="tpp-muted tpp-sheet-editor__empty">
          No creators yet. Add them from the Available Roster.
        </p>
      ) : (
        <>
          <SheetBulkBar />
          <div ref={listRef}>
            <SortableList
              items={talent}
              getId={getId}
              getLabel={getLabel}
              label="Creators on this sheet"
              layout={view === 'grid' ? 'grid' : 'list'}
              className={`tpp-sheet-talent-list is-${view}`}
              onReorder={(next) => actions.reorder(next)}
              renderItem={(influencer, state) => {
                const row: SheetRow = {
                  influencer,
                  position: state.index + 1,
                  last: state.index === talent.length - 1,
                  handle: state.handle,
                  selected: selected.has(influencer.id),
                  onSelect: (on, range) => actions.select(influencer.id, on, range),
                  onMove: (edge) => move(influencer, edge),
                };
                if (view === 'grid') return <SheetTalentGridItem row={row} />;
                if (view === 'compact') return <SheetTalentCompactItem row={row} />;
                return (
                  <SheetTalentItem
                    row={row}
                    sheetId={sheetId}
                    onNote={(note) => actions.setNote(influencer.id, note)}
                    onRemove={() => actions.remove(influencer.id)}
                  />
                );
              }}
            />
          </div>
          <p className="tpp-visually-hidden" role="status">
            {announcement}
          </p>
        </>
      )}
      <div className="tpp-sheet-editor__footer">{saveButton}</div>
    </section>
  );
}
