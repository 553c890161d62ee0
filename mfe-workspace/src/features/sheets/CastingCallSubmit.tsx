import { useState } from 'react';
import {
  CREATOR_CALL_MESSAGES,
  SHEET_MESSAGES,
  SHEET_TIMINGS_MS,
  submitCreatorCallQuestion,
  type CastingCallResponseStatus,
} from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { Alert, Button, Modal, useTimedValue } from '@tpp/ui';
import { selectConflict, selectDirty, useSheetEditor } from './sheetEditorStore';
import { sheetsApi } from '../../api/sheetsApi';
import { SheetToast } from './SheetToast';

export interface CastingCallSubmitProps {
  castingCallId: number;
  /** Who receives the response: the brand the call represents, else its poster. */
  brand: string;
  status: CastingCallResponseStatus | null;
  onSubmitted: () => void;
}

/**
 * The response's state: the invisible-until-Submit banner and Submit (once a response sheet
 * exists), which first asks to confirm and says that the brand sees later saves too; then the
 * submitted notice, which says the same. The response is one live sheet: the API shows the brand
 * every save after Submit until the call's deadline.
 */
export function CastingCallSubmit({ castingCallId, brand, status, onSubmitted }: CastingCallSubmitProps) {
  const sheetId = useSheetEditor((state) => state.sheetId);
  const count = useSheetEditor((state) => state.talent.length);
  const dirty = useSheetEditor(selectDirty);
  const conflict = useSheetEditor(selectConflict);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const done = useTimedValue<{ tone: 'success'; text: string }>(SHEET_TIMINGS_MS.savedToast);
  const failed = useTimedValue<{ tone: 'error'; text: string }>(SHEET_TIMINGS_MS.errorToast);

  const submit = async () => {
    setBusy(true);
    try {
      if (dirty) {
        const saved = await useSheetEditor.getState().save();
        if (!saved.ok) {
          failed.show({ tone: 'error', text: saved.message });
          return;
        }
      }
      await sheetsApi.submitCastingCall(castingCallId);
      done.show({ tone: 'success', text: SHEET_MESSAGES.responseSubmitted });
      onSubmitted();
    } catch (error) {
      failed.show({ tone: 'error', text: errorMessage(error, 'The response could not be submitted.') });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <>
      {status === 'submitted' ? (
        <Alert tone="info">
          {SHEET_MESSAGES.castingCallSubmitted} {CREATOR_CALL_MESSAGES.liveAfterSubmit}
        </Alert>
      ) : (
        <Alert tone="warning">
          <div className="tpp-call-submit">
            <span>{SHEET_MESSAGES.castingCallInvisible}</span>
            {sheetId ? (
              <Button
                busy={busy && !asking}
                disabled={conflict}
                onClick={() => (count === 0 ? void submit() : setAsking(true))}
              >
                Submit
              </Button>
            ) : (
              <span className="tpp-muted">
                Add creators below: the response saves by itself, then Submit appears.
              </span>
            )}
          </div>
        </Alert>
      )}
      <Modal
        title={submitCreatorCallQuestion(count, brand)}
        open={asking}
        onClose={() => (busy ? undefined : setAsking(false))}
        actions={
          <>
            <Button variant="secondary" disabled={busy} onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <Button busy={busy} onClick={() => void submit()}>
              Submit response
            </Button>
          </>
        }
      >
        <p>
          {brand} sees your response as soon as you submit it. You can keep editing it until the call closes,
          and every change you save is visible to {brand} right away.
        </p>
      </Modal>
      <SheetToast toast={failed.value ?? done.value} />
    </>
  );
}
