import { useId, useState } from 'react';
import { BULK_MESSAGES, normaliseTags, type BulkTagAction, type BulkTagsResponse } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { FormModal, TextField } from '@tpp/ui';
import { talentApi } from '../../api/talentApi';
import { useTeamTags } from '../../api/useTeamTags';
import { creatorCount } from '../directory/AddAllButton';
import { DialogError } from './DialogError';

export interface TagsDialogProps {
  action: BulkTagAction;
  influencerIds: readonly number[];
  /** Removing: the tags the selected creators have (the choices). */
  currentTags?: readonly string[];
  onClose: () => void;
  onDone: (answer: BulkTagsResponse, tags: string[]) => void;
}

/**
 * Tag several creators at once (tags typed, separated by commas, with the team's tags suggested)
 * or remove tags from them (chosen among the tags they have). One request either way.
 */
export function TagsDialog({ action, influencerIds, currentTags = [], onClose, onDone }: TagsDialogProps) {
  const id = useId();
  const adding = action === 'add';
  const known = useTeamTags({ enabled: adding }).data;
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const tags = adding ? normaliseTags(typed.split(',')) : [...chosen];
  const submit = async () => {
    setError(null);
    if (!tags.length) return setError(adding ? 'Enter at least one tag.' : 'Choose at least one tag.');
    setBusy(true);
    try {
      onDone(await talentApi.bulkTags([...influencerIds], tags, action), tags);
    } catch (failure) {
      setError(errorMessage(failure, BULK_MESSAGES.tagFailed));
      setBusy(false);
    }
  };
  const toggle = (tag: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(tag);
      else next.delete(tag);
      return next;
    });

  return (
    <FormModal
      title={
        adding
          ? `Tag ${creatorCount(influencerIds.length)}`
          : `Remove tags from ${creatorCount(influencerIds.length)}`
      }
      submitLabel={adding ? 'Add Tags' : 'Remove Tags'}
      busy={busy}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      {adding ? (
        <>
          <TextField
            label="Tags"
            hint="Separate tags with commas."
            value={typed}
            list={`${id}-known`}
            autoFocus
            onChange={(event) => setTyped(event.target.value)}
          />
          <datalist id={`${id}-known`}>
            {(known?.tags ?? []).map((tag) => (
              <option key={tag} value={tag} />
            ))}
          </datalist>
        </>
      ) : currentTags.length === 0 ? (
        <p className="tpp-muted">The selected creators have no tags.</p>
      ) : (
        <fieldset className="tpp-tag-choices">
          <legend>Tags to remove</legend>
          {currentTags.map((tag) => (
            <label key={tag} className="tpp-tag-choices__item">
              <input
                type="checkbox"
                checked={chosen.has(tag)}
                onChange={(event) => toggle(tag, event.target.checked)}
              />
              {tag}
            </label>
          ))}
        </fieldset>
      )}
      <DialogError error={error} />
    </FormModal>
  );
}
