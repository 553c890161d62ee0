import type { TeamTagsResponse } from '@tpp/contracts';
import { useLoad, type Load, type UseLoad } from '../../components/useLoad';
import { talentApi } from '../../api/talentApi';

export type TeamTagsLoad = Load<TeamTagsResponse>;

const LOAD_FAILED = 'The tags could not be loaded.';

/** GET /api/user/team/tags with a reload after edits (the last answer stays shown while it runs). */
export function useTeamTags(): Pick<UseLoad<TeamTagsResponse>, 'load' | 'reload'> {
  const { load, reload } = useLoad((signal) => talentApi.teamTags(signal), [], LOAD_FAILED);
  return { load, reload };
}
