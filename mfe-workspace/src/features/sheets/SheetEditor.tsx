import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { SHEET_LIMITS, SHEET_MESSAGES, SHEET_TIMINGS_MS, type RosterInfluencer } from '@tpp/contracts';
import { navigate } from '@tpp/session';
import { Alert, Button, EmptyState, ErrorState, Spinner, useTimedValue } from '@tpp/ui';
import { EditTextModal } from '../../components/EditTextModal';
import { useStickyHeaderOffset } from '../../components/useStickyHeaderOffset';
import { AvailableRoster } from './AvailableRoster';
import { CopySheetModal } from './CopySheetModal';
import { PublicHeading } from './PublicHeading';
import { PublicLinks } from './PublicLinks';
import { SheetRateCards } from './SheetRateCards';
import { selectConflict, selectDirty, selectSaving, useSheetEditor } from './sheetEditorStore';
import { editorPath, roomLeft } from './sheetRules';
import { SheetEditorTop } from './SheetEditorTop';
import { SheetTalentSection } from './SheetTalentSection';
import { SheetToast } from './SheetToast';
import { SheetUndo } from './SheetUndo';
import type { AddHow } from '../../components/directory/AddAllButton';
import { useSheetAutosave } from './useSheetAutosave';
import { useSheetLoad, type SheetStart } from './useSheetLoad';
import './sheets.css';

export interface SheetEditorProps extends SheetStart {
  /** Called once a new sheet got its id (the page moves to the sheet's own address). */
  onCreated?: (sheetId: string) => void;
  /** Where 'Preview' leads; a talent sheet previews as its public page. */
  previewHref?: (sheetId: string) => string;
  /** Shown above the sheet (a call's details, banners, Submit). */
  header?: ReactNode;
  /** Tools next to the talent list (a campaign's 'Load creators from a sheet'). */
  tools?: ReactNode;
  /** The page's links (back to the list...). */
  links?: ReactNode;
  /** Whether Copy Talent to New Sheet is offered (not on casting-call responses). */
  allowCopy?: boolean;
  /** Whether the public links and heading are offered. */
  publicSharing?: boolean;
}

/**
 * The sheet editor: title, public heading, the ordered talent with notes, Save Sheet, the 1.5 s
 * autosave, versioned saves with the changed-elsewhere alert, and the Available Roster to add
 * talent from (beside the sheet on wide screens, below it on narrow ones).
 */
export function SheetEditor({
  onCreated,
  previewHref,
  header,
  tools,
  links,
  allowCopy = true,
  publicSharing = true,
  ...start
}: SheetEditorProps) {
  const [attempt, setAttempt] = useState(0);
  const load = useSheetLoad(start, attempt);
  const sheetId = useSheetEditor((state) => state.sheetId);
  const sheetType = useSheetEditor((state) => state.sheetType);
  const description = useSheetEditor((state) => state.description);
  const talent = useSheetEditor((state) => state.talent);
  const undoable = useSheetEditor((state) => state.undoable !== null);
  const saving = useSheetEditor(selectSaving);
  const conflict = useSheetEditor(selectConflict);
  const dirty = useSheetEditor(selectDirty);
  const actions = useSheetEditor.getState();

  const saves = useSheetAutosave(load.state === 'ready', onCreated);
  const limitNotice = useTimedValue<string>(SHEET_TIMINGS_MS.castingCallLimitMessage);
  const [copying, setCopying] = useState(false);
  const stickyTop = useStickyHeaderOffset();
  const reload = () => setAttempt((count) => count + 1);

  const onSheet = useMemo(() => new Set(talent.map((influencer) => influencer.id)), [talent]);
  const addTalent = (influencers: readonly RosterInfluencer[], how: AddHow = {}) => {
    const outcome = actions.add(influencers, { undoable: how.all });
    if (outcome.refused > 0 && sheetType === 'casting_call_response')
      limitNotice.show(SHEET_MESSAGES.castingCallLimit);
  };
  // The copy is made from the saved sheet: save pending edits first.
  const startCopy = async () => {
    if (dirty) {
      const outcome = await useSheetEditor.getState().save();
      saves.handleOutcome(outcome, false);
      if (!outcome.ok) return;
    }
    setCopying(true);
  };

  if (load.state === 'loading') return <Spinner label="Loading the sheet..." />;
  if (load.state === 'missing') {
    return (
      <EmptyState title="Sheet not found" action={links}>
        This sheet does not exist or belongs to another team.
      </EmptyState>
    );
  }
  if (load.state === 'failed') return <ErrorState onRetry={reload}>{load.message}</ErrorState>;

  return (
    <div
      className="tpp-sheet-editor tpp-sheet-editor--split"
      style={{ '--tpp-sticky-top': `${stickyTop}px` } as CSSProperties}
    >
      <div className="tpp-sheet-editor__sheet">
        <SheetEditorTop
          previewHref={previewHref}
          publicSharing={publicSharing}
          links={links}
          onForceSave={saves.forceSave}
        />
        {header}
        {conflict ? (
          // Sticky: the editor is long and the conflict usually shows up while editing far below.
          <div className="tpp-sheet-conflict">
            <Alert tone="error">
              <strong>{SHEET_MESSAGES.sheetChangedElsewhere}</strong> Your changes on this screen were not
              saved.{' '}
              <Button variant="secondary" onClick={reload}>
                Reload sheet
              </Button>
            </Alert>
          </div>
        ) : null}
        {publicSharing ? (
          <PublicHeading
            description={description}
            onSave={async (value) => (await actions.savePublicTitle(value)).ok}
          />
        ) : null}
        {publicSharing && sheetId ? <PublicLinks sheetId={sheetId} /> : null}
        {publicSharing && sheetId ? <SheetRateCards sheetId={sheetId} /> : null}
        <SheetTalentSection
          tools={tools}
          allowCopy={allowCopy}
          limitNotice={limitNotice.value}
          saving={saving}
          onSave={() => void saves.save(true)}
          onCopy={() => void startCopy()}
        />
      </div>

      {/* Wide screens: a column beside the sheet that stays in view, so Add never moves the rows. */}
      <div className="tpp-sheet-editor__roster">
        <AvailableRoster
          onSheet={onSheet}
          onAdd={addTalent}
          room={roomLeft(sheetType, talent.length)}
          limitMessage={sheetType === 'casting_call_response' ? SHEET_MESSAGES.castingCallLimit : undefined}
        />
      </div>

      <EditTextModal
        title={SHEET_MESSAGES.titleNeeded}
        intro={<p>A sheet needs a title before it can be saved.</p>}
        label="Sheet title"
        maxLength={SHEET_LIMITS.titleMaxLength}
        required
        confirmLabel="Save Sheet"
        open={saves.titleNeeded}
        onClose={() => saves.setTitleNeeded(false)}
        onSave={(fixed) => {
          saves.setTitleNeeded(false);
          actions.setTitle(fixed);
          void saves.save(true);
        }}
      />
      {sheetId && allowCopy ? (
        <CopySheetModal
          sheetId={sheetId}
          open={copying}
          onClose={() => setCopying(false)}
          onCopied={(newId) => {
            setCopying(false);
            navigate(editorPath(sheetType, newId));
          }}
        />
      ) : null}
      <SheetToast toast={saves.toast}>{undoable ? <SheetUndo /> : null}</SheetToast>
    </div>
  );
}
