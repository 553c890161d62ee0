import { COMMON_ERROR_CODES, CREATOR_CALL_MESSAGES, SHEET_MESSAGES } from '@tpp/contracts';
import { AccountsException } from '../accounts.errors.js';
import type { TeamScope } from './request-auth.js';

/**
 * Who may act: a team's role, a platform administrator (users.is_admin) acting in a team, or
 * platform staff (users.is_staff, signed in as themselves).
 */
export type Actor = 'member' | 'team_admin' | 'team_contact' | 'admin' | 'staff';

/**
 * Role × action: every write the product has that not every team member may do. Any action not
 * listed here is open to every member of the team that owns the object (the repositories scope
 * every query by the caller's team, so another team's object is never reached: it answers 404).
 */
export const POLICIES = {
  /** Taking a creator (and the team's customisations) off the roster: both routes, one rule. */
  'roster.remove': {
    actors: ['team_admin', 'admin'],
    message: 'Only team admins can remove talent from the roster.',
  },
  /** Creator Calls come from brands through the platform's staff: creating and editing them. */
  'castingCall.manage': { actors: ['admin', 'staff'], message: CREATOR_CALL_MESSAGES.manageNotAllowed },
  /** Talent Data Authorization: a login link lets the creator connect accounts to the team. */
  'talentData.createLogin': {
    actors: ['team_admin', 'admin'],
    message: 'Only team admins can create login links.',
  },
  /** Talent Data Authorization: a new link for a creator; the old one stops working at once. */
  'talentData.rotateLogin': {
    actors: ['team_admin', 'admin'],
    message: 'Only team admins can rotate login links.',
  },
  /** Manage Organization: the contact information behind the public 'Contact' button. */
  'organization.contactInfo': {
    actors: ['team_admin', 'admin'],
    message: 'Only team admins can change the contact information.',
  },
  /** Manage Organization: removing members and inviting, resending and revoking invitations. */
  'organization.manageMembers': {
    actors: ['team_admin', 'admin'],
    message: 'Only team admins can manage the members of the organization.',
  },
  /** The team's look (display settings and logos of its public pages): Manage Organization. */
  'team.look': {
    actors: ['team_admin', 'admin'],
    message: "Only team admins can change how the team's pages look.",
  },
  /**
   * Deleting (and deleting forever) a sheet someone else made: its owner always may
   * (SheetTrashService), otherwise team admins only.
   */
  'sheet.delete': { actors: ['team_admin', 'admin'], message: SHEET_MESSAGES.deleteSheetNotAllowed },
  /** Restoring a sheet from the trash: its owner, otherwise team admins only. */
  'sheet.restore': { actors: ['team_admin', 'admin'], message: SHEET_MESSAGES.restoreSheetNotAllowed },
} as const satisfies Record<string, { actors: readonly Actor[]; message: string }>;

export type PolicyAction = keyof typeof POLICIES;

export function actorsOf(scope: TeamScope): Actor[] {
  const actors: Actor[] = [scope.role];
  if (scope.isAdmin) actors.push('admin');
  if (scope.isStaff) actors.push('staff');
  return actors;
}

export function isAllowed(scope: TeamScope, action: PolicyAction): boolean {
  const allowed: readonly Actor[] = POLICIES[action].actors;
  return actorsOf(scope).some((actor) => allowed.includes(actor));
}

/** Throws 403 FORBIDDEN with the action's message unless the caller may do it. */
export function authorize(scope: TeamScope, action: PolicyAction): void {
  if (!isAllowed(scope, action))
    throw new AccountsException(COMMON_ERROR_CODES.forbidden, { message: POLICIES[action].message });
}
