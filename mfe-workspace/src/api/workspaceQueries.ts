import type { ApiRoute } from '@tpp/contracts';
import { api, apiQueryClient } from '@tpp/session';

/**
 * The query keys of the workspace's reads (`useApiQuery(key, fetcher)`): every key starts with
 * 'workspace' and its area, then the read's inputs.
 */
export const workspaceKeys = {
  all: ['workspace'] as const,
  roster: (query: object) => ['workspace', 'roster', query] as const,
  teamTags: () => ['workspace', 'team-tags'] as const,
  profile: (influencerId: string) => ['workspace', 'profile', influencerId] as const,
  extraData: (influencerId: string) => ['workspace', 'extra-data', influencerId] as const,
  descriptionPreview: (draft: string) => ['workspace', 'description-preview', draft] as const,
  influencerSheets: (influencerId: number, page: number) =>
    ['workspace', 'influencer-sheets', influencerId, page] as const,
  sheets: (query: object) => ['workspace', 'sheets', query] as const,
  basicSheets: () => ['workspace', 'basic-sheets'] as const,
  sheetTrash: () => ['workspace', 'sheet-trash'] as const,
  sheet: (sheetId: string, sheetType: string) => ['workspace', 'sheet', sheetId, sheetType] as const,
  collections: (query: object) => ['workspace', 'collections', query] as const,
  availableSheets: (group: number, titleFilter: string) =>
    ['workspace', 'available-sheets', group, titleFilter] as const,
  tagSuggestions: (influencerId: number | null) => ['workspace', 'tag-suggestions', influencerId] as const,
  teamDisplay: (influencerId: string, teamId: number | null) =>
    ['workspace', 'team-display', influencerId, teamId] as const,
  sheetLikes: (sheetId: string, influencerId: number) =>
    ['workspace', 'sheet-likes', sheetId, influencerId] as const,
  favorites: (page: number) => ['workspace', 'favorites', page] as const,
  teamMembers: () => ['workspace', 'team-members'] as const,
  conversation: (conversationId: number | null) => ['workspace', 'conversation', conversationId] as const,
  creatorCalls: () => ['workspace', 'creator-calls'] as const,
  castingCallResponse: (castingCallId: string) =>
    ['workspace', 'casting-call-response', castingCallId] as const,
  requests: (area: string, query?: object) => ['workspace', 'requests', area, query ?? null] as const,
  talentLogins: () => ['workspace', 'talent-logins'] as const,
  addTalentTasks: () => ['workspace', 'add-talent-tasks'] as const,
  dashboard: () => ['workspace', 'dashboard'] as const,
};

/**
 * After a write every workspace answer counts as stale: a screen shown next reads again (as each
 * screen did on every visit before answers were cached). A screen whose own write changes what it
 * shows reads again at once (its query's `retry`), or replaces the row it changed.
 */
export function markWorkspaceStale(): void {
  void apiQueryClient().invalidateQueries({ queryKey: workspaceKeys.all, refetchType: 'none' });
}

/** `api.call` for the workspace's calls: a write (any method but GET) marks the workspace's answers stale. */
export const call = (async (route: ApiRoute, ...args: unknown[]) => {
  const answer: unknown = await (api.call as (route: ApiRoute, ...args: unknown[]) => Promise<unknown>)(
    route,
    ...args,
  );
  if (route.method !== 'GET') markWorkspaceStale();
  return answer;
}) as typeof api.call;
