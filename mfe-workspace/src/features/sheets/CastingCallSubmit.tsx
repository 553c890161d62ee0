import { useState } from 'react';
import { SHEET_MESSAGES, SHEET_TIMINGS_MS, type CastingCallResponseStatus } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { Alert, Button, useTimedValue } from '@tpp/ui';
import { selectConflict, selectDirty, useSheetEditor } from './sheetEditorStore';
import { sheetsApi } from '../../api/sheetsApi';
import { SheetToast } from './SheetToast';

export interface CastingCallSubmitProps {
  castingCallId: number;
  status: CastingCallResponseStatus | null;
  onSubmitted: () => void;
}

/**
 * The response's state: the invisible-until-Submit banner and Submit (once a response sheet
 * exists), then the submitted notice.
 */
export function CastingCallSubmit({ castingCallId, status, onSubmitted }: CastingCallSubmitProps) {
  const sheetId = useSheetEditor((state) => state.sheetId);
  const dirty = useSheetEditor(selectDirty);
  const conflict = useSheetEditor(selectConflict);
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
    }
  };

  return (
    <>
      {status === 'submitted' ? (
        <Alert tone="info">{SHEET_MESSAGES.castingCallSubmitted}</Alert>
      ) : (
        <Alert tone="warning">
          <div className="tpp-call-submit">
            <span>{SHEET_MESSAGES.castingCallInvisible}</span>
            {sheetId ? (
              <Button busy={busy} disabled={conflict} onClick={() => void submit()}>
                Submit
              </Button>
            ) : (
              <span className="tpp-muted">
                Add talent below: the response saves by itself, then Submit appears.
              </span>
            )}
          </div>
        </Alert>
      )}
      <SheetToast toast={failed.value ?? done.value} />
    </>
  );
}
