import type { User } from '../../accounts/accounts.types.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import type { Caller } from '../services/conversations.service.js';

/** The messaging view of a signed-in user acting in a team. */
export function callerOf(user: User, team: TeamScope | null): Caller {
  return {
    userId: user.id,
    // Without a team (the notifications of a user who has none) no team-scoped row matches 0.
    teamId: team?.teamId ?? 0,
    isStaff: user.isStaff,
    name: user.fullName.trim() || user.email,
  };
}
