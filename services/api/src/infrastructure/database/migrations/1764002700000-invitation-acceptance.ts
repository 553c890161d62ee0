import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invitations become memberships only when accepted (modules/organization/README.md):
 *
 * - `team_invitations.token_id`: the invitation's own registration code (auth_tokens), so one
 *   team's invitation (or resend, or revoke) never uses up another team's link to the same person;
 * - `team_invitations.accepted_at`: set when the invitee confirms the account with that code, in
 *   the transaction that creates the membership.
 *
 * Existing data: invitations whose user already confirmed and holds the membership are accepted;
 * memberships that pending invitations created at invite time are removed (they start on
 * acceptance now); the one live registration code of each pending invitee (the old code used up
 * the earlier ones on every send) is tied to their most recently sent pending invitation.
 */
export class InvitationAcceptance1764002700000 implements MigrationInterface {
  name = 'InvitationAcceptance1764002700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE team_invitations
        ADD COLUMN token_id integer REFERENCES auth_tokens (id) ON DELETE SET NULL,
        ADD COLUMN accepted_at timestamptz`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX team_invitations_token_id_key ON team_invitations (token_id) WHERE token_id IS NOT NULL`,
    );
    await queryRunner.query(`
      UPDATE team_invitations i SET accepted_at = coalesce(u.updated_at, now())
        FROM users u
       WHERE u.id = i.user_id AND u.password_hash IS NOT NULL AND i.revoked_at IS NULL
         AND EXISTS (SELECT 1 FROM team_memberships m WHERE m.user_id = i.user_id AND m.team_id = i.team_id)`);
    await queryRunner.query(`
      DELETE FROM team_memberships m
       USING team_invitations i, users u
       WHERE i.team_id = m.team_id AND i.user_id = m.user_id AND u.id = m.user_id
         AND u.password_hash IS NULL AND i.revoked_at IS NULL AND i.accepted_at IS NULL`);
    await queryRunner.query(`
      UPDATE team_invitations i SET token_id = t.id
        FROM (SELECT DISTINCT ON (user_id) id, user_id FROM auth_tokens
               WHERE kind = 'registration' AND user_id IS NOT NULL AND used_at IS NULL AND expires_at > now()
               ORDER BY user_id, created_at DESC, id DESC) t,
             (SELECT DISTINCT ON (user_id) id FROM team_invitations
               WHERE revoked_at IS NULL AND accepted_at IS NULL
               ORDER BY user_id, sent_at DESC, id DESC) latest
       WHERE i.id = latest.id AND t.user_id = i.user_id`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      INSERT INTO team_memberships (user_id, team_id, role)
      SELECT user_id, team_id, role FROM team_invitations WHERE revoked_at IS NULL AND accepted_at IS NULL
      ON CONFLICT (user_id, team_id) DO NOTHING`);
    await queryRunner.query(`DROP INDEX team_invitations_token_id_key`);
    await queryRunner.query(`ALTER TABLE team_invitations DROP COLUMN token_id, DROP COLUMN accepted_at`);
  }
}
