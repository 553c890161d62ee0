import { useCallback } from 'react';
import type { InfluencerProfile, TagSuggestion } from '@tpp/contracts';
import { apiQueryClient, useApiQuery } from '@tpp/session';
import { aiApi } from '../../api/aiApi';
import { talentApi } from '../../api/talentApi';
import { workspaceKeys } from '../../api/workspaceQueries';
import { markApplied, tagHelperDescription } from './taggingRules';

export interface TaggingAnswer {
  profile: InfluencerProfile;
  suggestions: TagSuggestion[];
}

/**
 * Reads the chosen creator's profile (its description, custom description and tags), then asks
 * POST /api/tag-helper for suggestions; nothing while no creator is chosen. A newer choice drops
 * the answer of an older one.
 */
export function useTagSuggestions(influencerId: number | null) {
  const key = workspaceKeys.tagSuggestions(influencerId);
  const query = useApiQuery(
    key,
    async (signal): Promise<TaggingAnswer> => {
      const profile = await talentApi.profile(influencerId!, signal);
      const answer = await aiApi.tagHelper(
        { description: tagHelperDescription(profile), influencer_id: influencerId! },
        signal,
      );
      return { profile, suggestions: markApplied(answer.suggestions, profile.tags) };
    },
    { enabled: influencerId !== null },
  );
  /** After Apply Tags: the creator's saved tags, and the suggestions marked accordingly. */
  const tagsSaved = useCallback(
    (tags: string[]) =>
      apiQueryClient().setQueryData<TaggingAnswer>(workspaceKeys.tagSuggestions(influencerId), (current) =>
        current
          ? { profile: { ...current.profile, tags }, suggestions: markApplied(current.suggestions, tags) }
          : current,
      ),
    [influencerId],
  );
  return { query, tagsSaved };
}
