import type { TeamTagsResponse } from '@tpp/contracts';
import { useApiQuery, type ApiQueryResult } from '@tpp/session';
import { talentApi } from './talentApi';
import { workspaceKeys } from './workspaceQueries';

export const TEAM_TAGS_LOAD_FAILED = 'The tags could not be loaded.';

/**
 * GET /api/user/team/tags: the team's tags, the master list and the tags in use. One read serves
 * the tags page, the roster's tag filter and the directory's keyword suggestions.
 */
export function useTeamTags({ enabled = true } = {}): ApiQueryResult<TeamTagsResponse> {
  return useApiQuery(workspaceKeys.teamTags(), (signal) => talentApi.teamTags(signal), { enabled });
}
