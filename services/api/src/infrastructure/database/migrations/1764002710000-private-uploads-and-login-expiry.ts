import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The bidi controls a client-sent file name loses (modules/uploads/README.md, "File names"). */
const BIDI_CONTROLS = '[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]';

/**
 * Uploads and Talent Data login links (the security review's issue):
 *
 * - `uploads.public`: set when an upload is used where the public sees it (portraits, team logos,
 *   case-study thumbnails); only those are served with long-lived public caching, every other
 *   file (Contact Us and request attachments) `private, no-store`. Existing uploads are public
 *   when one of those places shows them.
 * - Stored file names lose bidi control characters (U+202E makes `invoice[U+202E]fdp.exe`
 *   display as `invoiceexe.pdf`).
 * - `influencer_logins.expires_at`: a login link works 30 days after it was made or rotated.
 *   Existing links get 30 days from this migration, so nobody's link dies without warning.
 */
export class PrivateUploadsAndLoginExpiry1764002710000 implements MigrationInterface {
  name = 'PrivateUploadsAndLoginExpiry1764002710000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE uploads ADD COLUMN public boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`
      UPDATE uploads u SET public = true
       WHERE u.used_at IS NOT NULL AND u.kind = 'image' AND (
             EXISTS (SELECT 1 FROM team_influencers ti WHERE ti.custom_picture_url = '/api/uploads/' || u.key)
          OR EXISTS (SELECT 1 FROM teams t
                      WHERE t.image_url = '/api/uploads/' || u.key
                         OR t.settings ->> 'displayDarkLogo' = '/api/uploads/' || u.key)
          OR EXISTS (SELECT 1 FROM case_studies c
                      WHERE c.content_thumbnail = '/api/uploads/' || u.key
                         OR c.horizontal_thumbnail = '/api/uploads/' || u.key))`);
    await queryRunner.query(
      `UPDATE uploads SET filename = coalesce(nullif(btrim(regexp_replace(filename, $1, '', 'g')), ''), 'upload')
        WHERE filename ~ $1`,
      [BIDI_CONTROLS],
    );
    await queryRunner.query(`ALTER TABLE influencer_logins ADD COLUMN expires_at timestamptz`);
    await queryRunner.query(`UPDATE influencer_logins SET expires_at = now() + interval '30 days'`);
    await queryRunner.query(
      `ALTER TABLE influencer_logins ALTER COLUMN expires_at SET NOT NULL, ALTER COLUMN expires_at SET DEFAULT now() + interval '30 days'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE influencer_logins DROP COLUMN expires_at`);
    await queryRunner.query(`ALTER TABLE uploads DROP COLUMN public`);
  }
}
