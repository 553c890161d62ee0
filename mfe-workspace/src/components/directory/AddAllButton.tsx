import { creatorCount } from '@tpp/contracts';
import { useState } from 'react';
import { Button, FormModal } from '@tpp/ui';

/** How creators are added: `all` for Add All (the sheet then offers Undo). */
export type AddHow = { all?: boolean };

/** '1 creator', '40 creators'. */
export { creatorCount };

export interface AddAllButtonProps<T> {
  /** 'Add All to Sheet' (the roster and the directory) or 'Add All' (the Assistant). */
  label: string;
  /** The creators Add All would add (those not on the sheet yet); a search may load them first (null: it failed). */
  collect: () => readonly T[] | null | Promise<readonly T[] | null>;
  /** How many more creators the sheet takes: the confirmation counts only those. */
  room: number;
  /** Adds them (the sheet takes what fits and offers Undo). */
  onAdd: (items: readonly T[]) => void;
  disabled?: boolean;
  /** Something else is loading meanwhile (the button shows busy). */
  busy?: boolean;
}

/**
 * Add All with a net: the creators are counted first and the agent confirms
 * ('Add 40 creators to this sheet?'), saying how many do not fit; the sheet then offers Undo.
 */
export function AddAllButton<T>({ label, collect, room, onAdd, disabled, busy }: AddAllButtonProps<T>) {
  const [collecting, setCollecting] = useState(false);
  const [pending, setPending] = useState<readonly T[] | null>(null);
  const show = (items: readonly T[] | null) => {
    if (!items || items.length === 0) return;
    // A full sheet takes none: it says why at once (a Creator Call response's limit).
    if (room === 0) onAdd(items);
    else setPending(items);
  };
  const open = () => {
    const collected = collect();
    if (collected === null || Array.isArray(collected)) return show(collected as readonly T[] | null);
    setCollecting(true);
    void Promise.resolve(collected)
      .then(show)
      .finally(() => setCollecting(false));
  };
  const adding = pending ? Math.min(pending.length, room) : 0;
  const left = pending ? pending.length - adding : 0;
  return (
    <>
      <Button variant="secondary" disabled={disabled} busy={busy || collecting} onClick={open}>
        {label}
      </Button>
      {pending ? (
        <FormModal
          title={`Add ${creatorCount(adding)} to this sheet?`}
          submitLabel={`Add ${creatorCount(adding)}`}
          onClose={() => setPending(null)}
          onSubmit={() => {
            setPending(null);
            onAdd(pending);
          }}
        >
          <p>They are added at the end of the sheet. You can undo this right after.</p>
          {left > 0 ? (
            <p>
              The sheet takes only {creatorCount(room)} more: the other {left} {left === 1 ? 'is' : 'are'} not
              added.
            </p>
          ) : null}
        </FormModal>
      ) : null}
    </>
  );
}
