import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError } from './apiClient.js';
import { uploadFile } from './upload.js';

const target = {
  url: '/uploads/abc.jpg?expires=1&signature=s',
  key: 'abc.jpg',
  method: 'PUT',
  headers: { 'Content-Type': 'image/jpeg' },
  expires_at: '2026-11-24T00:00:00.000Z',
};

function answer(body: unknown, status = 200) {
  return Promise.resolve(new Response(JSON.stringify(body), { status }));
}

describe('uploadFile', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('asks for an upload URL with the name and type, PUTs the bytes with the answered headers, answers the key', async () => {
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation((input) =>
        String(input).startsWith('/api/') ? answer(target) : answer({ success: true }),
      );
    const file = new Blob(['jpeg bytes'], { type: 'image/jpeg' });
    await expect(uploadFile(file, { filename: 'me.jpg', subdir: 'case-study' })).resolves.toBe('abc.jpg');
    const [askUrl] = fetchMock.mock.calls[0]!;
    expect(String(askUrl)).toBe('/api/media-upload?filename=me.jpg&type=image%2Fjpeg&subdir=case-study');
    const [putUrl, init] = fetchMock.mock.calls[1]!;
    expect(putUrl).toBe(target.url);
    expect(init).toMatchObject({ method: 'PUT', headers: target.headers, body: file });
  });

  it('throws when the storage refuses the bytes', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation((input) => (String(input).startsWith('/api/') ? answer(target) : answer({}, 400)));
    await expect(uploadFile(new Blob(['x'], { type: 'image/png' }))).rejects.toBeInstanceOf(ApiError);
  });
});
