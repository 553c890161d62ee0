import { COMMON_ERROR_CODES } from '@tpp/contracts';
import { AccountsException } from '../accounts.errors.js';
import type { TeamScope } from './request-auth.js';

/**
 * For rows loaded by id: another team's row is answered exactly like a missing one (404), so ids
 * reveal nothing across teams.
 */
export function requireSameTeam<T extends { teamId: number }>(
  scope: TeamScope,
  row: T | null | undefined,
  what = 'item',
): T {
  if (!row || row.teamId !== scope.teamId)
    throw new AccountsException(COMMON_ERROR_CODES.notFound, {
      message: `The requested ${what} could not be found.`,
    });
  return row;
}
