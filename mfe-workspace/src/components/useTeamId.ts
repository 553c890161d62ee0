import { useSession } from '@tpp/session';

/** The team the signed-in user works in (the selected one, else the primary). */
export function useTeamId(): number | null {
  return useSession((state) => state.user?.selectedTeamId ?? state.user?.primary_team_id ?? null);
}
