import { beforeAll, describe, expect, it } from '@jest/globals';
import { API, type StatusResponse } from '@tpp/contracts';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { hashToken } from '../../src/common/secure-token.js';
import { unique, type TestUser, useTestApi } from '../support/test-api.js';
import type { TestBrowser } from '../support/test-browser.js';

/**
 * Security class: acting and spoofing are authorised as the REAL person first. An admin acting as
 * a team and staff spoofing a user keep nothing once their own account is disabled or their
 * platform role is gone; disabling ends the account's sessions and the sessions spoofing it;
 * nobody re-enables themselves; the last active platform admin is never disabled; acting that
 * fell back never resumes by itself; `enable-admin` re-enables an admin from the command line.
 */

const API_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ENABLE_ADMIN_CLI = resolve(API_ROOT, 'dist/cli/enable-admin.js');
const DISABLED = 'This account is disabled.';

describe('the real person behind a request', () => {
  const api = useTestApi();
  let teamA: number;
  let teamB: number;

  beforeAll(async () => {
    teamA = await api.createTeam(unique('Home Agency'));
    teamB = await api.createTeam(unique('Client Agency'));
  });

  async function statusOf(browser: TestBrowser): Promise<StatusResponse> {
    return (await browser.get(API.session.status.path)).json() as StatusResponse;
  }

  const admin = () => api.createUser({ teamId: teamA, role: 'member', flags: { is_admin: true } });
  const staff = () => api.createUser({ teamId: teamA, role: 'member', flags: { is_staff: true } });

  async function setFlag(user: TestUser, flag: 'account_disabled' | 'is_admin' | 'is_staff', value: boolean) {
    await api.db.query(`UPDATE users SET ${flag} = $2 WHERE id = $1`, [user.id, value]);
  }

  async function isDisabled(user: TestUser): Promise<boolean> {
    const { rows } = await api.db.query<{ account_disabled: boolean }>(
      `SELECT account_disabled FROM users WHERE id = $1`,
      [user.id],
    );
    return rows[0]!.account_disabled;
  }

  async function collectionsTitled(title: string): Promise<number> {
    const { rows } = await api.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM collections WHERE title = $1`,
      [title],
    );
    return rows[0]!.count;
  }

  async function auditCount(actorEmail: string, actionLike: string): Promise<number> {
    const { rows } = await api.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM admin_audit_log WHERE actor_email = $1 AND action LIKE $2`,
      [actorEmail, actionLike],
    );
    return rows[0]!.count;
  }

  async function actingColumns(
    browser: TestBrowser,
  ): Promise<{ acting_team_id: number | null; acting_user_id: number | null }> {
    const { rows } = await api.db.query<{ acting_team_id: number | null; acting_user_id: number | null }>(
      `SELECT acting_team_id, acting_user_id FROM sessions WHERE id = $1`,
      [hashToken(browser.sessionToken!)],
    );
    return rows[0] ?? { acting_team_id: null, acting_user_id: null };
  }

  const disable = (browser: TestBrowser, user: TestUser, disabled = true) =>
    browser.post(API.admin.setAccountDisabled.path, { user_id: user.id, account_disabled: disabled });

  function runEnableAdmin(email: string): Promise<{ code: number; stdout: string; stderr: string }> {
    if (!existsSync(ENABLE_ADMIN_CLI))
      throw new Error(`${ENABLE_ADMIN_CLI} does not exist: build the API first (npx nx build @tpp/api)`);
    return new Promise((done) => {
      execFile(
        process.execPath,
        [ENABLE_ADMIN_CLI, email],
        {
          env: { PATH: process.env.PATH ?? '', DATABASE_URL: api.databaseUrl, LOG_LEVEL: 'warn' },
          timeout: 60_000,
        },
        (error, stdout, stderr) =>
          done({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
      );
    });
  }

  describe('acting and spoofing are authorised as the real person first', () => {
    it('a disabled staff member spoofing a user can neither read nor write as them, nor spoof anyone else', async () => {
      const spoofer = await staff();
      const victim = await api.createUser({ teamId: teamB, role: 'team_admin' });
      const another = await api.createUser({ teamId: teamB });
      const browser = await api.signedIn(spoofer);
      expect((await browser.post(API.admin.spoofUser.path, { user_id: victim.id })).statusCode).toBe(200);
      expect((await browser.get('/api/user/collections')).statusCode).toBe(200);

      // Disabled outside the admin call (an operator, a script): the session must not outlive the flag.
      await setFlag(spoofer, 'account_disabled', true);
      const read = await browser.get('/api/user/collections');
      expect(read.statusCode).toBe(403);
      expect(read.json()).toMatchObject({ message: DISABLED });
      const title = unique('Written by a disabled spoofer');
      const write = await browser.post('/api/user/collections/save', { title, salesheet_ids: [] });
      expect(write.statusCode).toBe(403);
      expect(await collectionsTitled(title)).toBe(0);
      expect((await browser.post(API.admin.spoofUser.path, { user_id: another.id })).statusCode).toBe(403);
      // What a disabled account sees: itself, disabled, acting as nobody.
      expect(await statusOf(browser)).toMatchObject({
        id: spoofer.id,
        account_disabled: true,
        acting_as: null,
      });
      expect(await actingColumns(browser)).toEqual({ acting_team_id: null, acting_user_id: null });
      expect(await auditCount(spoofer.email, 'Stopped spoofing the user (the account is disabled)')).toBe(1);
    });

    it('a disabled admin acting as a team can neither read nor write in it, nor use admin calls', async () => {
      const platformAdmin = await admin();
      const browser = await api.signedIn(platformAdmin);
      expect((await browser.post(API.admin.actAsTeam.path, { team_id: teamB })).statusCode).toBe(200);
      expect((await browser.get('/api/user/collections')).statusCode).toBe(200);

      await setFlag(platformAdmin, 'account_disabled', true);
      expect((await browser.get('/api/user/collections')).statusCode).toBe(403);
      const title = unique('Written by a disabled admin');
      expect(
        (await browser.post('/api/user/collections/save', { title, salesheet_ids: [] })).statusCode,
      ).toBe(403);
      expect(await collectionsTitled(title)).toBe(0);
      expect((await browser.get(API.admin.teams.path)).statusCode).toBe(403);
      expect((await browser.get(API.admin.auditLog.path)).statusCode).toBe(403);
      expect((await browser.post(API.admin.actAsTeam.path, { team_id: teamA })).statusCode).toBe(403);
      expect(await statusOf(browser)).toMatchObject({
        id: platformAdmin.id,
        account_disabled: true,
        acting_as: null,
      });
      expect(await actingColumns(browser)).toEqual({ acting_team_id: null, acting_user_id: null });
    });

    it('a disabled admin cannot re-enable itself nor disable the admin who disabled it; nobody re-enables themselves', async () => {
      const disabledAdmin = await admin();
      const otherAdmin = await admin();
      // The review's case: the admin acts as a team, another admin disables it.
      const own = await api.signedIn(disabledAdmin);
      expect((await own.post(API.admin.actAsTeam.path, { team_id: teamB })).statusCode).toBe(200);
      const other = await api.signedIn(otherAdmin);
      expect((await disable(other, disabledAdmin)).statusCode).toBe(200);

      expect((await disable(own, disabledAdmin, false)).statusCode).toBeGreaterThanOrEqual(400);
      expect((await disable(own, otherAdmin)).statusCode).toBeGreaterThanOrEqual(400);
      // Signed in again (a disabled account may sign in and sees /account-disabled): still nothing.
      const again = await api.signedIn(disabledAdmin);
      const reEnable = await disable(again, disabledAdmin, false);
      expect(reEnable.statusCode).toBe(403);
      expect((await disable(again, otherAdmin)).statusCode).toBe(403);
      expect(await isDisabled(disabledAdmin)).toBe(true);
      expect(await isDisabled(otherAdmin)).toBe(false);

      // Re-enabling oneself is refused to everyone, with a message saying who can.
      const self = await disable(other, otherAdmin, false);
      expect(self.statusCode).toBe(403);
      expect(self.json()).toMatchObject({
        error: 'CANNOT_ENABLE_SELF',
        message: 'You cannot re-enable your own account: another admin has to.',
      });
    });

    it('the last active platform admin cannot be disabled, even by two admins disabling each other at once', async () => {
      const first = await admin();
      const second = await admin();
      // Exactly these two are the active platform admins of this database.
      await api.db.query(`UPDATE users SET account_disabled = true WHERE is_admin AND id <> ALL($1::int[])`, [
        [first.id, second.id],
      ]);
      const firstBrowser = await api.signedIn(first);
      const secondBrowser = await api.signedIn(second);

      // Hold both rows so that the two calls arrive at the same moment: both past their sign-in
      // checks, both waiting on the rows.
      const holder = new pg.Client({ connectionString: api.databaseUrl });
      await holder.connect();
      try {
        await holder.query('BEGIN');
        await holder.query(`SELECT id FROM users WHERE id = ANY($1::int[]) FOR UPDATE`, [
          [first.id, second.id],
        ]);
        const calls = Promise.all([disable(firstBrowser, second), disable(secondBrowser, first)]);
        for (;;) {
          const { rows } = await holder.query<{ waiting: number }>(
            `SELECT count(*)::int AS waiting FROM pg_stat_activity
              WHERE datname = current_database() AND pid <> pg_backend_pid()
                AND wait_event_type = 'Lock' AND wait_event IN ('transactionid', 'tuple')`,
          );
          if (rows[0]!.waiting >= 2) break;
          await new Promise((wake) => setTimeout(wake, 20));
        }
        await holder.query('COMMIT');
        const answers = await calls;
        const statuses = answers.map((answer) => answer.statusCode).sort();
        expect(statuses).toEqual([200, 409]);
        expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
          error: 'LAST_ADMIN',
          message: 'The last active platform admin cannot be disabled.',
        });
      } finally {
        await holder.end();
      }
      const { rows } = await api.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM users WHERE is_admin AND NOT account_disabled`,
      );
      expect(rows[0]!.count).toBe(1);
    });

    it('disabling an account ends its sessions and the sessions spoofing it; admins acting as its team go on', async () => {
      const member = await api.createUser({ teamId: teamB });
      const memberSessions = [await api.signedIn(member), await api.signedIn(member)];
      const spoofer = await staff();
      const spoofing = await api.signedIn(spoofer);
      expect((await spoofing.post(API.admin.spoofUser.path, { user_id: member.id })).statusCode).toBe(200);
      const teamActor = await admin();
      const actingAsTeam = await api.signedIn(teamActor);
      expect((await actingAsTeam.post(API.admin.actAsTeam.path, { team_id: teamB })).statusCode).toBe(200);
      const disabler = await api.signedIn(await admin());

      expect((await disable(disabler, member)).statusCode).toBe(200);

      for (const session of memberSessions) {
        expect(await statusOf(session)).toEqual({ authed: false });
        expect((await session.get('/api/user/collections')).statusCode).toBe(401);
      }
      expect(await statusOf(spoofing)).toEqual({ authed: false });
      expect(
        await auditCount(
          spoofer.email,
          'Stopped spoofing the user (the user was disabled: the session was ended)',
        ),
      ).toBe(1);
      // The admin acting as the member's team is not the disabled one: it goes on.
      expect(await statusOf(actingAsTeam)).toMatchObject({ acting_as: { kind: 'team', team_id: teamB } });
      expect((await actingAsTeam.get('/api/user/collections')).statusCode).toBe(200);
      // Signing in again shows the disabled account; staff cannot spoof it.
      const back = await api.signedIn(member);
      expect(await statusOf(back)).toMatchObject({ id: member.id, account_disabled: true });
      expect((await back.get('/api/user/collections')).statusCode).toBe(403);
      const spoofAgain = await (
        await api.signedIn(spoofer)
      ).post(API.admin.spoofUser.path, { user_id: member.id });
      expect(spoofAgain.statusCode).toBe(403);
      expect(spoofAgain.json()).toMatchObject({ error: 'CANNOT_SPOOF_DISABLED' });
    });

    it('acting that fell back (role lost, spoofed user became admin) does not resume when the role comes back', async () => {
      // Not acting: signed out (gaining a platform role may end the sessions) or oneself.
      const notActing = { acting_as: expect.anything() };
      const spoofer = await staff();
      const member = await api.createUser({ teamId: teamB });
      let spoofing = await api.signedIn(spoofer);
      expect((await spoofing.post(API.admin.spoofUser.path, { user_id: member.id })).statusCode).toBe(200);
      await setFlag(spoofer, 'is_staff', false);
      expect(await statusOf(spoofing)).toMatchObject({ id: spoofer.id, acting_as: null });
      await setFlag(spoofer, 'is_staff', true);
      expect(await statusOf(spoofing)).not.toMatchObject(notActing);
      // The fall-back was written down: the session no longer names whom it spoofed, and the log says why.
      expect(await actingColumns(spoofing)).toEqual({ acting_team_id: null, acting_user_id: null });
      expect(await auditCount(spoofer.email, 'Stopped spoofing the user (no longer staff)')).toBe(1);

      const platformAdmin = await admin();
      const acting = await api.signedIn(platformAdmin);
      expect((await acting.post(API.admin.actAsTeam.path, { team_id: teamB })).statusCode).toBe(200);
      await setFlag(platformAdmin, 'is_admin', false);
      expect(await statusOf(acting)).toMatchObject({ acting_as: null, selectedTeamId: teamA });
      expect(await actingColumns(acting)).toEqual({ acting_team_id: null, acting_user_id: null });
      expect(await auditCount(platformAdmin.email, 'Stopped acting as the team (no longer an admin)')).toBe(
        1,
      );
      await setFlag(platformAdmin, 'is_admin', true);
      expect(await statusOf(acting)).not.toMatchObject(notActing);

      // The spoofed user became an admin for a while: staff fell back, and stay themselves.
      spoofing = await api.signedIn(spoofer);
      expect((await spoofing.post(API.admin.spoofUser.path, { user_id: member.id })).statusCode).toBe(200);
      await setFlag(member, 'is_admin', true);
      expect(await statusOf(spoofing)).toMatchObject({ id: spoofer.id, acting_as: null });
      await setFlag(member, 'is_admin', false);
      expect(await statusOf(spoofing)).toMatchObject({ id: spoofer.id, acting_as: null });

      // Acting again has to be started again, and that is audited.
      const started = await auditCount(spoofer.email, 'Started spoofing the user');
      expect((await spoofing.post(API.admin.spoofUser.path, { user_id: member.id })).statusCode).toBe(200);
      expect(await statusOf(spoofing)).toMatchObject({ id: member.id, acting_as: { kind: 'user' } });
      expect(await auditCount(spoofer.email, 'Started spoofing the user')).toBe(started + 1);
    });

    it('the enable-admin command re-enables a disabled platform admin on the real database', async () => {
      const locked = await admin();
      const disabler = await api.signedIn(await admin());
      expect((await disable(disabler, locked)).statusCode).toBe(200);

      const run = await runEnableAdmin(locked.email.toUpperCase());
      expect(run).toMatchObject({ code: 0 });
      expect(run.stdout).toContain(`Re-enabled the platform admin ${locked.email}`);
      expect(await isDisabled(locked)).toBe(false);
      const back = await api.signedIn(locked);
      expect((await back.get(API.admin.teams.path)).statusCode).toBe(200);
      expect(
        await auditCount('command line: enable-admin', 'Re-enabled the account (recovery command)'),
      ).toBe(1);

      expect(await runEnableAdmin(locked.email)).toMatchObject({
        code: 0,
        stdout: expect.stringContaining('already enabled'),
      });
      // Only platform admins, only existing accounts.
      const member = await api.createUser({ teamId: teamA, flags: { account_disabled: true } });
      const notAdmin = await runEnableAdmin(member.email);
      expect(notAdmin.code).toBe(1);
      expect(notAdmin.stderr).toContain('is not a platform admin');
      expect(await isDisabled(member)).toBe(true);
      const unknown = await runEnableAdmin('nobody-here@agency.test');
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('No account has the email nobody-here@agency.test');
    });
  });
});
