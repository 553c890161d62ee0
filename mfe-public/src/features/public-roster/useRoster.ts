import type { PublicRosterResponse } from '@tpp/contracts';
import { usePublicResource } from '../../api/usePublicResource';

/** GET /api/team/roster/{teamId}: public, up to 500 creators. */
export function useRoster(teamId: number | null) {
  return usePublicResource<PublicRosterResponse>(teamId === null ? null : `/api/team/roster/${teamId}`);
}
