import { beforeAll, describe, expect, it } from '@jest/globals';
import { UploadsService } from '../src/modules/uploads/services/uploads.service.js';
import { useApiOnS3 } from './support/s3-storage.js';
import type { TestBrowser } from './support/test-browser.js';
import { rosterCreator } from './factories/talent.js';
import { jpegBytes, PNG_BYTES, requestUpload } from './factories/uploads.js';

const BUCKET = 'tpp-uploads';

/** The bucket's listing (XML) for the object a presigned URL names. */
async function listed(presignedUrl: string): Promise<string> {
  const objectUrl = new URL(presignedUrl);
  const key = objectUrl.pathname.slice(`/${BUCKET}/`.length);
  const listing = await (
    await fetch(`${objectUrl.origin}/${BUCKET}?prefix=${encodeURIComponent(key)}`)
  ).text();
  expect(listing).toContain('<ListBucketResult');
  return listing;
}

/**
 * The S3 path against a real S3-protocol server (s3rver) started here: presigned PUT URLs the
 * "browser" uses over HTTP, the byte check on first use, the file route's redirect, the clean-up.
 * (s3rver does not verify SigV4 signatures, so signature enforcement is not asserted here.) The port is
 * S3RVER_PORT, or any free one.
 */
describe('uploads on S3-compatible storage (s3rver)', () => {
  const api = useApiOnS3(BUCKET, Number(process.env.S3RVER_PORT ?? 0));
  let owner: TestBrowser;
  let teamId: number;
  beforeAll(async () => {
    teamId = await api.createTeam();
    owner = await api.signedIn(await api.createUser({ teamId }));
  });

  it('presigns a PUT the browser sends straight to the bucket; the portrait is checked and served', async () => {
    const target = await requestUpload(owner, 'image/jpeg', 'portrait.jpg');
    expect(target.url).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:\\d+/${BUCKET}/media/${teamId}/${target.key}\\?`),
    );
    expect(target.headers).toEqual({ 'Content-Type': 'image/jpeg', 'x-amz-acl': 'public-read' });
    const bytes = jpegBytes(300);
    const put = await fetch(target.url, { method: 'PUT', headers: target.headers, body: bytes });
    expect(put.status).toBe(200);

    const creator = await rosterCreator(api.db, teamId);
    const replaced = await owner.post('/api/user/replace-portrait', {
      influencer_id: creator.id,
      uploadedKey: target.key,
    });
    expect(replaced.statusCode).toBe(200);
    const file = await api.browser().get(`/api/uploads/${target.key}`);
    expect(file.statusCode).toBe(302);
    const fromBucket = await fetch(String(file.headers.location));
    expect(fromBucket.status).toBe(200);
    expect(Buffer.from(await fromBucket.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('deletes an abandoned upload from the bucket', async () => {
    const target = await requestUpload(owner, 'image/png', 'left.png');
    expect(
      (await fetch(target.url, { method: 'PUT', headers: target.headers, body: PNG_BYTES })).status,
    ).toBe(200);
    expect(await listed(target.url)).toContain(`<Key>media/${teamId}/${target.key}</Key>`);
    await api.db.query(`UPDATE uploads SET created_at = now() - interval '2 days' WHERE key = $1`, [
      target.key,
    ]);
    expect(await api.app.get(UploadsService).purgeAbandoned()).toBe(1);
    expect(await listed(target.url)).not.toContain(`<Key>media/${teamId}/${target.key}</Key>`);
  });

  it('checks the bytes on first use and deletes an object that is not what its type says', async () => {
    const target = await requestUpload(owner, 'image/jpeg', 'fake.jpg');
    expect(
      (await fetch(target.url, { method: 'PUT', headers: target.headers, body: PNG_BYTES })).status,
    ).toBe(200);
    const creator = await rosterCreator(api.db, teamId);
    const refused = await owner.post('/api/user/replace-portrait', {
      influencer_id: creator.id,
      uploadedKey: target.key,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { uploadedKey: [expect.any(String)] } });
    expect(await listed(target.url)).not.toContain(`<Key>media/${teamId}/${target.key}</Key>`);
  });
});
