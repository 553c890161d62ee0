import { useMemo, type ReactNode } from 'react';
import { SHEET_LIMITS, type SheetInfluencer } from '@tpp/contracts';
import { Alert, Button } from '@tpp/ui';
import { SortableList } from '../../components/SortableList';
import { selectConflict, useSheetEditor } from './sheetEditorStore';
import { saveButtons } from './sheetRules';
import { SheetBulkBar } from './SheetBulkBar';
import { saveStatus } from '../../components/autosave/saveLoop';
import { SheetTalentItem } from './SheetTalentItem';

export interface SheetTalentSectionProps {
  /** Tools next to the talent list (a campaign's 'Load talent from a sheet'). */
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
 * and Save Sheet (at the top above 3 talent; disabled while the sheet is saved).
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
          {response ? 'Talent in this response' : 'Talent on this sheet'}{' '}
          <span className="tpp-muted">
            ({talent.length}
            {response ? ` of ${SHEET_LIMITS.castingCallMaxTalent}` : ''})
          </span>
        </h2>
        <div className="tpp-sheet-editor__actions">
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
          No talent yet. Add creators from the Available Roster.
        </p>
      ) : (
        <>
          <SheetBulkBar />
          <SortableList
            items={talent}
            getId={getId}
            getLabel={getLabel}
            label="Talent on this sheet"
            onReorder={(next) => actions.reorder(next)}
            renderItem={(influencer, state) => (
              <SheetTalentItem
                influencer={influencer}
                sheetId={sheetId}
                position={state.index + 1}
                handle={state.handle}
                onNote={(note) => actions.setNote(influencer.id, note)}
                onRemove={() => actions.remove(influencer.id)}
                selected={selected.has(influencer.id)}
                onSelect={(on, range) => actions.select(influencer.id, on, range)}
                onMoveToTop={() => actions.moveTo([influencer.id], 'top')}
              />
            )}
          />
        </>
      )}
      <div className="tpp-sheet-editor__footer">{saveButton}</div>
    </section>
  );
}
