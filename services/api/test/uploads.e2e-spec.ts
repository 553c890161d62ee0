import { beforeAll, describe, expect, it } from '@jest/globals';
import { REQUEST_MESSAGES, UPLOAD_LIMITS } from '@tpp/contracts';
import { UploadsService } from '../src/modules/uploads/services/uploads.service.js';
import { useTestApi } from './support/test-api.js';
import type { TestBrowser } from './support/test-browser.js';
import { rosterCreator } from './factories/talent.js';
import {
  jpegBytes,
  PDF_BYTES,
  PNG_BYTES,
  putLocal,
  requestUpload,
  uploaded,
  freshUploadDir,
} from './factories/uploads.js';

describe('uploads on local storage: media-upload, the signed PUT, byte checks, team keys, clean-up', () => {
  const api = useTestApi(async () => ({ env: { UPLOAD_DIR: await freshUploadDir('uploads') } }));
  let teamA: number;
  let owner: TestBrowser;
  let stranger: TestBrowser;
  beforeAll(async () => {
    teamA = await api.createTeam();
    owner = await api.signedIn(await api.createUser({ teamId: teamA }));
    stranger = await api.signedIn(await api.createUser({ teamId: await api.createTeam() }));
  });

  it('hands a signed, expiring PUT URL and a key to a signed-in team member only', async () => {
    expect((await api.browser().get('/api/media-upload?filename=a.jpg&type=image/jpeg')).statusCode).toBe(
      401,
    );
    const target = await requestUpload(owner, 'image/jpeg', 'me.jpg');
    expect(target).toMatchObject({ method: 'PUT', headers: { 'Content-Type': 'image/jpeg' } });
    expect(target.key).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(target.url).toMatch(new RegExp(`^/uploads/${target.key}\\?expires=\\d+&signature=`));
    expect(Date.parse(target.expires_at) - Date.now()).toBeLessThanOrEqual(
      UPLOAD_LIMITS.urlLifetimeSeconds * 1000,
    );
  });

  it('refuses types outside the allow-list, naming the field', async () => {
    const response = await owner.get('/api/media-upload?filename=x.svg&type=image/svg%2Bxml');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { type: [expect.any(String)] } });
    expect((await owner.get('/api/media-upload?filename=x.jpg&type=image/jpeg&subdir=etc')).statusCode).toBe(
      400,
    );
  });

  it('stores checked bytes and serves them back with their type', async () => {
    const bytes = jpegBytes(40);
    const key = await uploaded(api, owner, 'image/jpeg', bytes);
    const file = await api.browser().get(`/api/uploads/${key}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  it('checks images by their bytes, not their name or declared type', async () => {
    const target = await requestUpload(owner, 'image/jpeg', 'looks-like.jpg');
    const put = await putLocal(api, target, PNG_BYTES);
    expect(put.statusCode).toBe(400);
    expect(put.json()).toMatchObject({ error: 'UPLOAD_REJECTED', message: REQUEST_MESSAGES.uploadFailed });
    expect((await api.browser().get(`/api/uploads/${target.key}`)).statusCode).toBe(404);
    // Attachments by their bytes too: text with a NUL byte is not text.
    const text = await requestUpload(owner, 'text/plain', 'notes.txt');
    expect((await putLocal(api, text, Buffer.from('abc\u0000def'))).statusCode).toBe(400);
    const pdf = await requestUpload(owner, 'application/pdf', 'brief.pdf');
    expect((await putLocal(api, pdf, PDF_BYTES)).statusCode).toBe(200);
    const served = await api.browser().get(`/api/uploads/${pdf.key}`);
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''brief\.pdf$/);
  });

  it('refuses a PUT with a wrong signature, another content type or past its expiry', async () => {
    const target = await requestUpload(owner, 'image/jpeg');
    const forged = { ...target, url: target.url.replace(/signature=[^&]+/, 'signature=AAAA') };
    expect((await putLocal(api, forged, jpegBytes(10))).statusCode).toBe(403);
    expect((await putLocal(api, target, jpegBytes(10), { 'content-type': 'image/png' })).statusCode).toBe(
      403,
    );
    const expired = {
      ...target,
      url: target.url.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) - 1}`),
    };
    const answer = await putLocal(api, expired, jpegBytes(10));
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({
      error: 'UPLOAD_URL_INVALID',
      message: REQUEST_MESSAGES.uploadFailed,
    });
  });

  it('refuses an image above the size limit', async () => {
    const target = await requestUpload(owner, 'image/jpeg');
    const tooLarge = Buffer.concat([jpegBytes(10), Buffer.alloc(UPLOAD_LIMITS.imageBytes)]);
    expect((await putLocal(api, target, tooLarge)).statusCode).toBe(413);
    expect((await api.browser().get(`/api/uploads/${target.key}`)).statusCode).toBe(404);
  });

  it("lets only the asking team use a key: another team's key answers 404", async () => {
    const key = await uploaded(api, owner, 'image/jpeg', jpegBytes(100));
    const strangerTeam = (await stranger.get('/api/status')).json<{ selectedTeamId: number }>()
      .selectedTeamId;
    const theirs = await rosterCreator(api.db, strangerTeam);
    const response = await stranger.post('/api/user/replace-portrait', {
      influencer_id: theirs.id,
      uploadedKey: key,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ fields: { uploadedKey: [REQUEST_MESSAGES.uploadFailed] } });
    const ours = await rosterCreator(api.db, teamA);
    expect(
      (await owner.post('/api/user/replace-portrait', { influencer_id: ours.id, uploadedKey: key }))
        .statusCode,
    ).toBe(200);
  });

  it('deletes abandoned uploads (rows and bytes) and keeps used ones', async () => {
    const abandoned = await uploaded(api, owner, 'image/jpeg', jpegBytes(50));
    const used = await uploaded(api, owner, 'image/jpeg', jpegBytes(60));
    const creator = await rosterCreator(api.db, teamA);
    expect(
      (await owner.post('/api/user/replace-portrait', { influencer_id: creator.id, uploadedKey: used }))
        .statusCode,
    ).toBe(200);
    const fresh = await uploaded(api, owner, 'image/jpeg', jpegBytes(70));
    await api.db.query(`UPDATE uploads SET created_at = now() - interval '2 days' WHERE key = ANY($1)`, [
      [abandoned, used],
    ]);
    expect(await api.app.get(UploadsService).purgeAbandoned()).toBeGreaterThanOrEqual(1);
    expect((await api.browser().get(`/api/uploads/${abandoned}`)).statusCode).toBe(404);
    expect((await api.db.query(`SELECT 1 FROM uploads WHERE key = $1`, [abandoned])).rowCount).toBe(0);
    expect((await api.browser().get(`/api/uploads/${used}`)).statusCode).toBe(200);
    expect((await api.browser().get(`/api/uploads/${fresh}`)).statusCode).toBe(200);
  });
});
