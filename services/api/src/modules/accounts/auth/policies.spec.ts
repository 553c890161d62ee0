import { describe, expect, it } from '@jest/globals';
import type { TeamRole } from '@tpp/contracts';
import { ApiException } from '../../../infrastructure/http/api-exception.js';
import { authorize, isAllowed, POLICIES, type PolicyAction } from './policies.js';
import type { TeamScope } from './request-auth.js';

const scope = (role: TeamRole, isAdmin = false, isStaff = false): TeamScope => ({
  teamId: 7,
  userId: 3,
  role,
  isAdmin,
  isStaff,
});

/** Every caller the product knows: the three team roles, and a platform admin in each of them. */
const CALLERS: Record<string, TeamScope> = {
  member: scope('member'),
  team_admin: scope('team_admin'),
  team_contact: scope('team_contact'),
  'admin (as member)': scope('member', true),
  'admin (as team_admin)': scope('team_admin', true),
  'admin (as team_contact)': scope('team_contact', true),
  'staff (as member)': scope('member', false, true),
  'staff (as team_admin)': scope('team_admin', false, true),
};

/** The actions platform staff may do, whatever their role in their own team. */
const STAFF_ACTIONS: PolicyAction[] = ['castingCall.manage'];

/**
 * The team roles allowed each action, written out so a change to POLICIES has to change this test
 * too. A platform admin is allowed every action, whatever their role in the team.
 */
const ALLOWED_ROLES: Record<PolicyAction, TeamRole[]> = {
  'roster.remove': ['team_admin'],
  'castingCall.manage': [],
  'talentData.createLogin': ['team_admin'],
  'talentData.rotateLogin': ['team_admin'],
  'organization.contactInfo': ['team_admin'],
  'organization.manageMembers': ['team_admin'],
  'team.look': ['team_admin'],
  'sheet.delete': ['team_admin'],
  'sheet.restore': ['team_admin'],
};

describe('policies: role × action', () => {
  it('covers every action of POLICIES', () => {
    expect(Object.keys(ALLOWED_ROLES).sort()).toEqual(Object.keys(POLICIES).sort());
  });

  for (const action of Object.keys(ALLOWED_ROLES) as PolicyAction[]) {
    for (const [caller, teamScope] of Object.entries(CALLERS)) {
      const allowed =
        teamScope.isAdmin ||
        ALLOWED_ROLES[action].includes(teamScope.role) ||
        (teamScope.isStaff === true && STAFF_ACTIONS.includes(action));
      it(`${action}: ${caller} is ${allowed ? 'allowed' : 'refused'}`, () => {
        expect(isAllowed(teamScope, action)).toBe(allowed);
        if (allowed) {
          expect(() => authorize(teamScope, action)).not.toThrow();
          return;
        }
        let thrown: unknown;
        try {
          authorize(teamScope, action);
        } catch (error) {
          thrown = error;
        }
        expect(thrown).toBeInstanceOf(ApiException);
        expect((thrown as ApiException).getStatus()).toBe(403);
        expect((thrown as ApiException).getResponse()).toEqual({
          statusCode: 403,
          error: 'FORBIDDEN',
          message: POLICIES[action].message,
        });
      });
    }
  }

  it('keeps the messages users see', () => {
    expect(POLICIES['roster.remove'].message).toBe('Only team admins can remove talent from the roster.');
    expect(POLICIES['castingCall.manage'].message).toBe(
      'Only staff and platform administrators can create or edit Creator Calls.',
    );
  });
});
