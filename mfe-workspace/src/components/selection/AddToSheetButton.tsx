import { useState } from 'react';
import { Link } from 'wouter';
import { addedToSheetMessage, type AddToSheetResponse } from '@tpp/contracts';
import { Alert, Button } from '@tpp/ui';
import { AddToSheetDialog } from './AddToSheetDialog';
import './selection.css';

/**
 * "Add to a Sheet" for one creator or a few (a creator's Edit Sheets): the dialog chooses or makes
 * the sheet; the answer is said with a link to the sheet.
 */
export function AddToSheetButton({
  influencerIds,
  onAdded,
}: {
  influencerIds: readonly number[];
  /** After the creators were added (the caller reads its list again). */
  onAdded?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<AddToSheetResponse | null>(null);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        Add to a Sheet
      </Button>
      {open ? (
        <AddToSheetDialog
          influencerIds={influencerIds}
          onClose={() => setOpen(false)}
          onAdded={(added) => {
            setOpen(false);
            setAnswer(added);
            onAdded?.();
          }}
        />
      ) : null}
      {answer ? (
        <div className="tpp-add-to-sheet__result">
          <Alert tone="success" onDismiss={() => setAnswer(null)}>
            {addedToSheetMessage(answer)}{' '}
            <Link href={`/talent-sheet/${encodeURIComponent(answer.sheet_id)}`}>Open the sheet</Link>
          </Alert>
        </div>
      ) : null}
    </>
  );
}
