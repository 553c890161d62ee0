import { useState, type FormEvent } from 'react';
import { checkDisplayTags, normaliseTags } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { Button, FormFooter } from '@tpp/ui';
import { talentApi } from '../../api/talentApi';
import { DisplayTagsPicker } from './DisplayTagsPicker';
import { TagChipInput } from './TagChipInput';

export interface TagEditorProps {
  influencerId: number;
  tags: readonly string[];
  displayTags: readonly string[];
  suggestions: readonly string[];
  customTags?: readonly string[];
  masterTags?: readonly string[];
  onSaved: (tags: string[], displayTags: string[]) => void;
  onCancel?: () => void;
}

const SAVE_FAILED = 'The tags could not be saved. Please try again.';

/** A creator's tags (POST /api/user/influencers/tags) and displayed tags (POST .../display-tags). */
export function TagEditor(props: TagEditorProps) {
  const [tags, setTags] = useState<string[]>([...props.tags]);
  const [displayTags, setDisplayTags] = useState<string[]>([...props.displayTags]);
  const [limitReached, setLimitReached] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const changeTags = (next: string[]) => {
    setTags(next);
    const remaining = new Set(next.map((tag) => tag.toLowerCase()));
    setDisplayTags((shown) => shown.filter((tag) => remaining.has(tag.toLowerCase())));
    setLimitReached(false);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const nextTags = normaliseTags(tags);
    const nextDisplay = normaliseTags(displayTags);
    if (checkDisplayTags(nextDisplay, nextTags) === 'too_many') {
      setLimitReached(true);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await talentApi.saveTags(props.influencerId, nextTags);
      await talentApi.saveDisplayTags(props.influencerId, nextDisplay);
      props.onSaved(nextTags, nextDisplay);
    } catch (error) {
      setFailure(errorMessage(error, SAVE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="tpp-tag-editor" onSubmit={save} aria-label="Edit tags">
      <TagChipInput
        label="Tags"
        tags={tags}
        suggestions={props.suggestions}
        customTags={props.customTags}
        masterTags={props.masterTags}
        onChange={changeTags}
      />
      <DisplayTagsPicker
        tags={tags}
        displayTags={displayTags}
        limitReached={limitReached}
        onChange={(next, reached) => {
          setDisplayTags(next);
          setLimitReached(reached);
        }}
      />
      <FormFooter error={failure} submitLabel="Save Tags" busy={busy}>
        {props.onCancel ? (
          <Button variant="secondary" onClick={props.onCancel}>
            Cancel
          </Button>
        ) : null}
      </FormFooter>
    </form>
  );
}
