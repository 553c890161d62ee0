import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'wouter';
import {
  SHEET_LIMITS,
  SHEET_MESSAGES,
  SHEET_TIMINGS_MS,
  type RosterInfluencer,
  type SheetInfluencer,
} from '@tpp/contracts';
import { navigate } from '@tpp/session';
import {
  Alert,
  Button,
  EmptyState,
  LoadFailedAlert,
  Spinner,
  useTimedValue,
  useUnsavedChangesGuard,
} from '@tpp/ui';
import { EditTextModal } from '../../components/EditTextModal';
import { SortableList } from '../../components/SortableList';
import { useStickyHeaderOffset } from '../../components/useStickyHeaderOffset';
import { AvailableRoster } from './AvailableRoster';
import { CopySheetModal } from './CopySheetModal';
import { PublicHeading } from './PublicHeading';
import { PublicLinks } from './PublicLinks';
import { SaveIndicator } from '../../components/SaveIndicator';
import { selectDirty, useSheetEditor, type SaveOutcome } from './sheetEditorStore';
import { autosaveEligible, editorPath, roomLeft, saveButtons, titleRequired } from './sheetRules';
import { SheetTalentItem } from './SheetTalentItem';
import { SheetTitle } from './SheetTitle';
import { SheetToast } from './SheetToast';
import { useSheetLoad, type SheetStart } from './useSheetLoad';
import './sheets.css';

export interface SheetEditorProps extends SheetStart {
  /** Called once a new sheet got its id (the page moves to the sheet's own address). */
  onCreated?: (sheetId: string) => void;
  /** Where 'Preview' leads; a talent sheet previews as its public page. */
  previewHref?: (sheetId: string) => string;
  /** Shown above the sheet (a call's details, banners, Submit). */
  header?: ReactNode;
  /** Tools next to the talent list (a campaign's 'Load talent from a sheet'). */
  tools?: ReactNode;
  /** The page's links (back to the list...). */
  links?: ReactNode;
  /** Whether Copy Talent to New Sheet is offered (not on casting-call responses). */
  allowCopy?: boolean;
  /** Whether the public links and heading are offered. */
  publicSharing?: boolean;
}

const getId = (influencer: SheetInfluencer) => influencer.id;
const getLabel = (influencer: SheetInfluencer) => influencer.fullname;

/**
 * The sheet editor (workspace.md, Sheet editor): title, public heading, the ordered talent with
 * notes, Save Sheet, the 1.5 s autosave, versioned saves with the changed-elsewhere alert, and
 * the Available Roster to add talent from (beside the sheet on wide screens, below it on narrow ones).
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
  const title = useSheetEditor((state) => state.title);
  const description = useSheetEditor((state) => state.description);
  const talent = useSheetEditor((state) => state.talent);
  const edits = useSheetEditor((state) => state.edits);
  const saving = useSheetEditor((state) => state.saving);
  const conflict = useSheetEditor((state) => state.conflict);
  const dirty = useSheetEditor(selectDirty);
  const actions = useSheetEditor.getState();

  const toast = useTimedValue<{ tone: 'success' | 'error' | 'info'; text: string }>(
    SHEET_TIMINGS_MS.savedToast,
  );
  const errorToast = useTimedValue<{ tone: 'error'; text: string }>(SHEET_TIMINGS_MS.errorToast);
  const limitNotice = useTimedValue<string>(SHEET_TIMINGS_MS.castingCallLimitMessage);
  const [titleNeeded, setTitleNeeded] = useState(false);
  const [copying, setCopying] = useState(false);

  const stickyTop = useStickyHeaderOffset();
  const ready = load.state === 'ready';
  const onCreatedRef = useRef(onCreated);
  onCreatedRef.current = onCreated;

  const handleOutcome = useCallback(
    (outcome: SaveOutcome, manual: boolean) => {
      if (outcome.ok) {
        if (manual) toast.show({ tone: 'success', text: SHEET_MESSAGES.talentSheetSaved });
        if (outcome.created) onCreatedRef.current?.(outcome.sheetId);
        return;
      }
      if (outcome.reason === 'title') {
        if (manual) setTitleNeeded(true);
      } else if (outcome.reason === 'error') {
        errorToast.show({ tone: 'error', text: outcome.message });
      }
    },
    [toast, errorToast],
  );

  const save = useCallback(
    async (manual: boolean) => handleOutcome(await useSheetEditor.getState().save(), manual),
    [handleOutcome],
  );

  // Autosave: 1.5 s after the last change of a dirty sheet (not a new one without a title, not after a conflict).
  const eligible =
    ready && autosaveEligible({ sheetId, sheetType, title, talentCount: talent.length, dirty, conflict });
  useEffect(() => {
    if (!eligible || saving) return;
    const timer = setTimeout(() => void save(false), SHEET_TIMINGS_MS.sheetAutosave);
    return () => clearTimeout(timer);
  }, [eligible, saving, edits, save]);

  // Leaving the editor saves what autosave would have saved, so a link or Back asks only about
  // edits it cannot save (a new sheet without a title, a conflict); reload and close always ask.
  const eligibleRef = useRef(eligible);
  eligibleRef.current = eligible;
  useEffect(
    () => () => {
      if (eligibleRef.current) void useSheetEditor.getState().save();
    },
    [],
  );
  useUnsavedChangesGuard(dirty, { savesOnLeave: eligible });

  const forceSave = () => setTimeout(() => void save(true), SHEET_TIMINGS_MS.forcedSaveDelay);

  const onSheet = useMemo(() => new Set(talent.map((influencer) => influencer.id)), [talent]);
  const addTalent = (influencers: readonly RosterInfluencer[]) => {
    const outcome = actions.add(influencers);
    if (outcome.refused > 0 && sheetType === 'casting_call_response')
      limitNotice.show(SHEET_MESSAGES.castingCallLimit);
  };

  if (load.state === 'loading') return <Spinner label="Loading the sheet..." />;
  if (load.state === 'missing') {
    return (
      <EmptyState title="Sheet not found" action={links}>
        This sheet does not exist or belongs to another team.
      </EmptyState>
    );
  }
  if (load.state === 'failed') {
    return <LoadFailedAlert onRetry={() => setAttempt((count) => count + 1)}>{load.message}</LoadFailedAlert>;
  }

  const buttons = saveButtons(talent.length);
  const indicator = conflict
    ? 'conflict'
    : saving
      ? 'saving'
      : !sheetId
        ? 'new'
        : dirty
          ? 'unsaved'
          : 'saved';
  const saveButton = (
    <Button disabled={buttons.disabled || conflict} busy={saving} onClick={() => void save(true)}>
      Save Sheet
    </Button>
  );

  return (
    <div
      className="tpp-sheet-editor tpp-sheet-editor--split"
      style={{ '--tpp-sticky-top': `${stickyTop}px` } as CSSProperties}
    >
      <div className="tpp-sheet-editor__sheet">
        <div className="tpp-sheet-editor__top">
          <SheetTitle
            title={title}
            placeholder={
              titleRequired(sheetType)
                ? `Untitled ${sheetType === 'campaign' ? 'campaign' : 'sheet'} — click to add a title`
                : 'Response title'
            }
            onChange={actions.setTitle}
          />
          <div className="tpp-sheet-editor__status">
            <SaveIndicator state={indicator} onForceSave={forceSave} />
            {sheetId && !dirty && !conflict && (previewHref || publicSharing) ? (
              <Link
                href={
                  previewHref ? previewHref(sheetId) : `/public/talent-sheet/${encodeURIComponent(sheetId)}`
                }
              >
                Preview
              </Link>
            ) : null}
            {links}
          </div>
        </div>
        {header}
        {conflict ? (
          // Sticky: the editor is long and the conflict usually shows up while editing far below.
          <div className="tpp-sheet-conflict">
            <Alert tone="error">
              <strong>{SHEET_MESSAGES.sheetChangedElsewhere}</strong> Your changes on this screen were not
              saved.{' '}
              <Button variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
                Reload sheet
              </Button>
            </Alert>
          </div>
        ) : null}
        {publicSharing ? (
          <PublicHeading
            description={description}
            onSave={async (value) => {
              const outcome = await actions.savePublicTitle(value);
              if (!outcome.ok && outcome.reason === 'error')
                errorToast.show({ tone: 'error', text: outcome.message });
              return outcome.ok;
            }}
          />
        ) : null}
        {publicSharing && sheetId ? <PublicLinks sheetId={sheetId} /> : null}

        <section className="tpp-section" aria-labelledby="sheet-talent-heading">
          <div className="tpp-section__head">
            <h2 id="sheet-talent-heading">
              {sheetType === 'casting_call_response' ? 'Talent in this response' : 'Talent on this sheet'}{' '}
              <span className="tpp-muted">
                ({talent.length}
                {sheetType === 'casting_call_response' ? ` of ${SHEET_LIMITS.castingCallMaxTalent}` : ''})
              </span>
            </h2>
            <div className="tpp-sheet-editor__actions">
              {tools}
              {allowCopy && sheetId ? (
                <Button
                  variant="secondary"
                  disabled={talent.length === 0 || conflict}
                  onClick={async () => {
                    // The copy is made from the saved sheet: save pending edits first.
                    if (dirty) {
                      const outcome = await useSheetEditor.getState().save();
                      handleOutcome(outcome, false);
                      if (!outcome.ok) return;
                    }
                    setCopying(true);
                  }}
                >
                  Copy Talent to New Sheet
                </Button>
              ) : null}
              {buttons.showTop ? saveButton : null}
            </div>
          </div>
          {limitNotice.value ? <Alert tone="warning">{limitNotice.value}</Alert> : null}
          {talent.length === 0 ? (
            <p className="tpp-muted tpp-sheet-editor__empty">
              No talent yet. Add creators from the Available Roster.
            </p>
          ) : (
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
                />
              )}
            />
          )}
          <div className="tpp-sheet-editor__footer">{saveButton}</div>
        </section>
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
        open={titleNeeded}
        onClose={() => setTitleNeeded(false)}
        onSave={(fixed) => {
          setTitleNeeded(false);
          actions.setTitle(fixed);
          void save(true);
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
      <SheetToast toast={errorToast.value ?? toast.value} />
    </div>
  );
}
