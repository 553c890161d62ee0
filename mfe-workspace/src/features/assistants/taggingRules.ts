import {
  isDescriptionRemoval,
  normaliseTags,
  numericRouteId,
  type InfluencerProfile,
  type TagSuggestion,
} from '@tpp/contracts';

/**
 * What the tag helper reads (spec: "description (general plus custom description when present)"):
 * the creator's general description, then the team's custom description unless it is the single
 * dash that only hides the default.
 */
export function tagHelperDescription(
  profile: Pick<InfluencerProfile, 'description' | 'custom_description'>,
): string {
  const parts = [profile.description.trim()];
  const custom = profile.custom_description?.trim() ?? '';
  if (custom && !isDescriptionRemoval(custom)) parts.push(custom);
  return parts.filter(Boolean).join('\n\n');
}

/** The suggestions picked by default: every one the creator does not have yet. */
export function defaultPicks(suggestions: readonly TagSuggestion[]): Set<string> {
  return new Set(suggestions.filter((one) => !one.applied).map((one) => one.tag));
}

/** The full tag list Apply Tags saves: the creator's tags plus the picked ones (blank and duplicates dropped). */
export function appliedTagList(existing: readonly string[], picked: Iterable<string>): string[] {
  return normaliseTags([...existing, ...picked]);
}

/** A suggestion is marked as applied once the creator carries the tag (case ignored). */
export function markApplied(suggestions: readonly TagSuggestion[], tags: readonly string[]): TagSuggestion[] {
  const have = new Set(tags.map((tag) => tag.toLowerCase()));
  return suggestions.map((one) => ({ ...one, applied: one.applied || have.has(one.tag.toLowerCase()) }));
}

/** `?influencer=<id>` in the address: the creator to start with (null when absent or not an id). */
export function chosenInfluencer(search: string): number | null {
  return numericRouteId(new URLSearchParams(search).get('influencer'));
}
