import { describe, expect, it } from '@jest/globals';
import type { TeamRole } from '@tpp/contracts';
import { ApiException } from '../../../infrastructure/http/api-exception.js';
import { authorize, isAllowed, POLICIES, type PolicyAction } from './policies.js';
import type { TeamScope } from './request-auth.js';

const scope = (role: TeamRole, isAdmin = false): TeamScope => ({ teamId: 7, userId: 3, role, isAdmin });

/** Every caller the product knows: the three team roles, and a platform admin in each of them. */
const CALLERS: Record<string, TeamScope> = {
  member: scope('member'),
  team_admin: scope('team_admin'),
  team_contact: scope('team_contact'),
  'admin (as member)': scope('member', true),
  'admin (as team_admin)': scope('team_admin', true),
  'admin (as team_contact)': scope('team_contact', true),
};

/** The expected matrix, written out so a change to POLICIES has to change this test too. */
const EXPECTED: Record<PolicyAction, Record<keyof typeof CALLERS, boolean>> = {
  'roster.remove': {
    member: false,
    team_admin: true,
    team_contact: false,
    'admin (as member)': true,
    'admin (as team_admin)': true,
    'admin (as team_contact)': true,
  },
  'castingCall.create': {
    member: false,
    team_admin: false,
    team_contact: false,
    'admin (as member)': true,
    'admin (as team_admin)': true,
    'admin (as team_contact)': true,
  },
  'talentData.createLogin': {
    member: false,
    team_admin: true,
    team_contact: false,
    'admin (as member)': true,
    'admin (as team_admin)': true,
    'admin (as team_contact)': true,
  },
  'talentData.rotateLogin': {
    member: false,
    team_admin: true,
    team_contact: false,
    'admin (as member)': true,
    'admin (as team_admin)': true,
    'admin (as team_contact)': true,
  },
  'organization.contactInfo': {
    member: false,
    team_admin: true,
    team_contact: false,
    'admin (as member)': true,
    'admin (as team_admin)': true,
    'admin (as team_contact)': true,
  },
  'organization.manageMembers': {
    member: false,
    team_admin: true,
    team_contact: false,
    'admin (as member)': true,
    'admin (as team_admin)': true,
    'admin (as team_contact)': true,
  },
  'team.look': {
    member: false,
    team_admin: true,
    team_contact: false,
    'admin (as member)': true,
    'admin (as team_admin)': true,
    'admin (as team_contact)': true,
  },
};

describe('policies: role × action', () => {
  it('covers every action of POLICIES', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(POLICIES).sort());
  });

  for (const action of Object.keys(EXPECTED) as PolicyAction[]) {
    for (const [caller, teamScope] of Object.entries(CALLERS)) {
      const allowed = EXPECTED[action][caller]!;
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
    expect(POLICIES['castingCall.create'].message).toBe('Only administrators can create creator calls.');
  });
});
