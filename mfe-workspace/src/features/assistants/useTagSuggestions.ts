import { useCallback, useEffect, useState } from 'react';
import { AI_MESSAGES, type InfluencerProfile, type TagSuggestion } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { aiApi } from '../../api/aiApi';
import { talentApi } from '../../api/talentApi';
import { markApplied, tagHelperDescription } from './taggingRules';

/** Tagging assistant: new (nothing chosen), loading (asking), idle (answer shown). */
export type TaggingState =
  | { state: 'new' }
  | { state: 'loading'; influencerId: number }
  | { state: 'failed'; message: string }
  | { state: 'idle'; profile: InfluencerProfile; suggestions: TagSuggestion[] };

/**
 * Reads the chosen creator's profile (its description, custom description and tags), then asks
 * POST /api/tag-helper for suggestions. A newer choice drops the answer of an older one.
 */
export function useTagSuggestions(influencerId: number | null) {
  const [result, setResult] = useState<TaggingState>({ state: 'new' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (influencerId === null) {
      setResult({ state: 'new' });
      return;
    }
    const controller = new AbortController();
    setResult({ state: 'loading', influencerId });
    (async () => {
      const profile = await talentApi.profile(influencerId, controller.signal);
      const answer = await aiApi.tagHelper(
        { description: tagHelperDescription(profile), influencer_id: influencerId },
        controller.signal,
      );
      return { profile, suggestions: markApplied(answer.suggestions, profile.tags) };
    })().then(
      ({ profile, suggestions }) => {
        if (!controller.signal.aborted) setResult({ state: 'idle', profile, suggestions });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // The server's message (a creator not on the roster, too many requests...), else the spec's.
        setResult({ state: 'failed', message: errorMessage(error, AI_MESSAGES.somethingWentWrong) });
      },
    );
    return () => controller.abort();
  }, [influencerId, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  /** After Apply Tags: the creator's saved tags, and the suggestions marked accordingly. */
  const tagsSaved = useCallback(
    (tags: string[]) =>
      setResult((current) =>
        current.state === 'idle'
          ? {
              state: 'idle',
              profile: { ...current.profile, tags },
              suggestions: markApplied(current.suggestions, tags),
            }
          : current,
      ),
    [],
  );
  return { result, retry, tagsSaved };
}
