import { beforeAll, describe, expect, it } from '@jest/globals';
import type { MediaUploadResponse } from '@tpp/contracts';
import { useApiOnS3 } from '../support/s3-storage.js';
import { useTestApi } from '../support/test-api.js';
import type { TestBrowser } from '../support/test-browser.js';
import { rosterCreator } from '../factories/talent.js';
import { jpegBytes, PDF_BYTES, PNG_BYTES, putLocal, requestUpload } from '../factories/uploads.js';

/**
 * Security class: uploaded files (modules/uploads/README.md).
 *
 * - A client-sent file name loses bidi control characters (U+202A-U+202E, U+2066-U+2069, U+200E,
 *   U+200F, U+061C) wherever it is stored or echoed: the file's Content-Disposition, the
 *   conversation and My Requests answers, the staff's mail.
 * - Private attachments (Contact Us, requests) are never served `public, immutable`: they answer
 *   `private, no-store`, also on the S3 path (the redirect and the bucket's own answer), and an
 *   attachment's presigned PUT carries no public ACL. Public images (portraits, logos) keep their
 *   long-lived public caching.
 */
const BIDI = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
].concat(['\u200E', '\u200F', '\u061C']);
const BIDI_PATTERN = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;
/** `invoice` + RLO + `fdp.exe` shows as `invoiceexe.pdf`; every other control sprinkled in. */
const TRICK_NAME = `${BIDI.slice(5).join('')}invoice\u202Efdp${BIDI.slice(0, 4).join('')}.exe`;
const CLEAN_NAME = 'invoicefdp.exe';
const LONG_LIVED = 'public, max-age=31536000, immutable';
const BUCKET = 'tpp-hygiene';

interface Conversation {
  messages: { attachments: { key: string; filename: string }[] }[];
}
interface MyRequests {
  requests: { uploads: { key: string; filename: string }[] }[];
}

const dispositionName = (header: unknown) => {
  const match = /filename\*=UTF-8''(.*)$/.exec(String(header));
  return match ? decodeURIComponent(match[1]!) : null;
};

describe('security: uploads hygiene (local storage)', () => {
  const api = useTestApi();
  let member: TestBrowser;
  let teamId: number;
  beforeAll(async () => {
    teamId = await api.createTeam();
    member = await api.signedIn(await api.createUser({ teamId, role: 'team_admin' }));
  });

  const upload = async (type: string, bytes: Buffer, filename: string) => {
    const target = await requestUpload(member, type, filename);
    expect((await putLocal(api, target, bytes)).statusCode).toBe(200);
    return target.key;
  };
  const file = (key: string) => api.browser().get(`/api/uploads/${key}`, { csrf: false });

  it('strips bidi controls from a file name everywhere it is stored or echoed', async () => {
    const key = await upload('application/pdf', PDF_BYTES, TRICK_NAME);
    const sent = await member.post('/api/user/contact-tpp', { note: 'Our invoice', uploadedKeys: [key] });
    expect(sent.statusCode).toBe(200);
    const { conversation_id } = sent.json<{ conversation_id: number }>();

    const served = await file(key);
    expect(served.statusCode).toBe(200);
    expect(String(served.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(dispositionName(served.headers['content-disposition'])).toBe(CLEAN_NAME);

    const conversation = (await member.get(`/api/conversations/${conversation_id}`)).json<Conversation>();
    const attachment = conversation.messages.flatMap((m) => m.attachments).find((a) => a.key === key);
    expect(attachment?.filename).toBe(CLEAN_NAME);

    await api.backgroundIdle();
    const { rows } = await api.db.query<{ text_body: string; html_body: string }>(
      `SELECT text_body, html_body FROM mail_outbox WHERE recipient = $1`,
      [api.config.supportEmail],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const mail of rows) {
      expect(mail.text_body).toContain(CLEAN_NAME);
      expect(mail.text_body).not.toMatch(BIDI_PATTERN);
      expect(mail.html_body).not.toMatch(BIDI_PATTERN);
    }
  });

  it('strips them from a request image, in My Requests too; each control on its own', async () => {
    for (const control of BIDI) {
      const key = await upload('image/png', PNG_BYTES, `a${control}b.png`);
      const served = await file(key);
      expect(dispositionName(served.headers['content-disposition'])).toBe('ab.png');
    }
    const key = await upload('image/png', PNG_BYTES, `shot\u202Egnp.png`);
    const creator = await rosterCreator(api.db, teamId);
    const requested = await member.post('/api/user/request-influencer', {
      request_type: 'update',
      influencer_id: creator.id,
      note: 'New picture',
      uploadedKey: key,
    });
    expect(requested.statusCode).toBe(200);
    const mine = (await member.get('/api/user/my-requests')).json<MyRequests>();
    const listed = mine.requests.flatMap((r) => r.uploads).find((u) => u.key === key);
    expect(listed?.filename).toBe('shotgnp.png');
  });

  it('serves private attachments (Contact Us, requests) private, no-store, never public or immutable', async () => {
    const pdf = await upload('application/pdf', PDF_BYTES, 'contract.pdf');
    const screenshot = await upload('image/png', PNG_BYTES, 'screenshot.png');
    expect(
      (await member.post('/api/user/contact-tpp', { note: 'Files', uploadedKeys: [pdf, screenshot] }))
        .statusCode,
    ).toBe(200);
    const requestImage = await upload('image/png', PNG_BYTES, 'request.png');
    const creator = await rosterCreator(api.db, teamId);
    expect(
      (
        await member.post('/api/user/request-influencer', {
          request_type: 'update',
          influencer_id: creator.id,
          note: 'See the picture',
          uploadedKey: requestImage,
        })
      ).statusCode,
    ).toBe(200);
    const notUsedYet = await upload('application/pdf', PDF_BYTES, 'draft.pdf');
    for (const key of [pdf, screenshot, requestImage, notUsedYet]) {
      const served = await file(key);
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('keeps long-lived public caching for public images (portrait, logo)', async () => {
    const portrait = await upload('image/jpeg', jpegBytes(300), 'portrait.jpg');
    const creator = await rosterCreator(api.db, teamId);
    expect(
      (await member.post('/api/user/replace-portrait', { influencer_id: creator.id, uploadedKey: portrait }))
        .statusCode,
    ).toBe(200);
    const logo = await upload('image/png', PNG_BYTES, 'logo.png');
    expect((await member.post('/api/user/team/logo', { kind: 'logo', uploadedKey: logo })).statusCode).toBe(
      200,
    );
    for (const key of [portrait, logo]) {
      const served = await file(key);
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe(LONG_LIVED);
    }
  });
});

describe('security: uploads hygiene (S3 presigned path)', () => {
  const api = useApiOnS3(BUCKET);
  let member: TestBrowser;
  let teamId: number;
  beforeAll(async () => {
    teamId = await api.createTeam();
    member = await api.signedIn(await api.createUser({ teamId, role: 'team_admin' }));
  });

  const put = async (type: string, bytes: Buffer, filename: string): Promise<MediaUploadResponse> => {
    const target = await requestUpload(member, type, filename);
    const response = await fetch(target.url, { method: 'PUT', headers: target.headers, body: bytes });
    expect(response.status).toBe(200);
    return target;
  };

  it('answers a private attachment private, no-store from the API and from the bucket, with a clean name', async () => {
    const target = await put('application/pdf', PDF_BYTES, TRICK_NAME);
    expect(Object.keys(target.headers).map((h) => h.toLowerCase())).not.toContain('x-amz-acl');
    expect(
      (await member.post('/api/user/contact-tpp', { note: 'Invoice', uploadedKeys: [target.key] }))
        .statusCode,
    ).toBe(200);
    const redirect = await api.browser().get(`/api/uploads/${target.key}`, { csrf: false });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers['cache-control']).toBe('private, no-store');
    const fromBucket = await fetch(String(redirect.headers.location));
    expect(fromBucket.status).toBe(200);
    expect(fromBucket.headers.get('cache-control')).toBe('private, no-store');
    expect(fromBucket.headers.get('content-type')).toBe('application/pdf');
    const disposition = fromBucket.headers.get('content-disposition');
    expect(disposition).toMatch(/^attachment;/);
    expect(dispositionName(disposition)).toBe(CLEAN_NAME);
  });

  it('keeps a public portrait cacheable for a year from the bucket', async () => {
    const target = await put('image/jpeg', jpegBytes(300), 'portrait.jpg');
    const creator = await rosterCreator(api.db, teamId);
    expect(
      (
        await member.post('/api/user/replace-portrait', {
          influencer_id: creator.id,
          uploadedKey: target.key,
        })
      ).statusCode,
    ).toBe(200);
    const redirect = await api.browser().get(`/api/uploads/${target.key}`, { csrf: false });
    expect(redirect.statusCode).toBe(302);
    const fromBucket = await fetch(String(redirect.headers.location));
    expect(fromBucket.status).toBe(200);
    expect(fromBucket.headers.get('cache-control')).toBe(LONG_LIVED);
  });
});
