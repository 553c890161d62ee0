import { useId, useState } from 'react';
import { AI_MESSAGES, type InfluencerProfile, type TagSuggestion } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { Alert, Button } from '@tpp/ui';
import { talentApi } from '../../api/talentApi';
import { appliedTagList, defaultPicks } from './taggingRules';

export interface TagSuggestionsProps {
  profile: InfluencerProfile;
  suggestions: TagSuggestion[];
  /** The creator's tags as saved by Apply Tags. */
  onSaved: (tags: string[]) => void;
}

/**
 * The answer for one creator: each suggested tag with its reason (tags the creator already has
 * are marked), checkboxes (every new one picked by default) and Apply Tags, which saves the
 * creator's full tag list (POST /api/user/influencers/tags).
 */
export function TagSuggestions({ profile, suggestions, onSaved }: TagSuggestionsProps) {
  const id = useId();
  const [picked, setPicked] = useState(() => defaultPicks(suggestions));
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const fresh = suggestions.filter((one) => !one.applied);
  const toApply = fresh.filter((one) => picked.has(one.tag)).map((one) => one.tag);

  const toggle = (tag: string, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(tag);
      else next.delete(tag);
      return next;
    });

  const apply = async () => {
    setSaving(true);
    setOutcome(null);
    try {
      const answer = await talentApi.saveTags(profile.id, appliedTagList(profile.tags, toApply));
      onSaved(answer.tags);
      setOutcome({
        tone: 'success',
        text: `${toApply.length === 1 ? 'Tag' : 'Tags'} applied to ${profile.fullname}: ${toApply.join(', ')}.`,
      });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error, AI_MESSAGES.somethingWentWrong) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="tpp-tag-suggestions">
      <section className="tpp-tag-suggestions__current" aria-labelledby={`${id}-tags`}>
        <h3 id={`${id}-tags`}>Tags of {profile.fullname}</h3>
        {profile.tags.length === 0 ? (
          <p className="tpp-muted">No tags yet.</p>
        ) : (
          <ul className="tpp-chips" aria-label={`Tags of ${profile.fullname}`}>
            {profile.tags.map((tag) => (
              <li key={tag} className="tpp-chip">
                {tag}
              </li>
            ))}
          </ul>
        )}
      </section>

      {suggestions.length === 0 ? (
        <p className="tpp-tag-suggestions__none" role="status">
          {AI_MESSAGES.noTagSuggestions}
        </p>
      ) : (
        <fieldset className="tpp-tag-suggestions__list">
          <legend>Suggested tags</legend>
          <ul>
            {suggestions.map((one) => (
              <li key={one.tag} className={one.applied ? 'is-applied' : undefined}>
                <input
                  id={`${id}-${one.tag}`}
                  type="checkbox"
                  checked={one.applied || picked.has(one.tag)}
                  disabled={one.applied || saving}
                  aria-describedby={`${id}-${one.tag}-reason`}
                  onChange={(event) => toggle(one.tag, event.target.checked)}
                />
                <span className="tpp-tag-suggestions__text">
                  <label htmlFor={`${id}-${one.tag}`} className="tpp-tag-suggestions__tag">
                    {one.tag}
                    {one.applied ? <span className="tpp-tag-suggestions__badge"> Already tagged</span> : null}
                  </label>
                  <span id={`${id}-${one.tag}-reason`} className="tpp-muted tpp-tag-suggestions__reason">
                    {one.reason}
                  </span>
                </span>
              </li>
            ))}
          </ul>
          <div className="tpp-tag-suggestions__actions">
            <Button disabled={toApply.length === 0} busy={saving} onClick={() => void apply()}>
              Apply Tags
            </Button>
            <span className="tpp-muted">
              {fresh.length === 0
                ? `${profile.fullname} already has every suggested tag.`
                : `${toApply.length} of ${fresh.length} new ${fresh.length === 1 ? 'tag' : 'tags'} picked`}
            </span>
          </div>
        </fieldset>
      )}
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
    </div>
  );
}
