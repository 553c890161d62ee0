import { describe, expect, it } from '@jest/globals';
import { createValidationPipe } from '../../../infrastructure/http/validation.js';
import { plainPublicSheetQuery, publicSheetPageOf, PublicSheetQueryDto } from '../dto/sheet-requests.dto.js';
import { fastPathKey } from './public-sheet-fast-path.js';

describe('fastPathKey', () => {
  const route = '/api/public/talent-sheets/:hashId';
  const id = 'AbCdEfGh12345678';
  const base = `/api/public/talent-sheets/${id}`;
  /** What the router makes of the URL's query string: repeated names become lists. */
  const queryOf = (url: string) => {
    const query: Record<string, string | string[]> = {};
    const at = url.indexOf('?');
    for (const [name, value] of new URLSearchParams(at === -1 ? '' : url.slice(at + 1))) {
      const previous = query[name];
      query[name] = previous === undefined ? value : [previous, value].flat();
    }
    return query;
  };
  const key = (url: string, hashId: unknown = id, routed: string | null = route) =>
    fastPathKey(routed, hashId, queryOf(url));

  it('keys plain requests by page and limit, with the controller defaults', () => {
    expect(key(base)).toEqual({ publicId: 'AbCdEfGh12345678', key: '1:15' });
    expect(key(`${base}?page=2&limit=18&with_stats=false`)).toEqual({
      publicId: 'AbCdEfGh12345678',
      key: '2:18',
    });
  });

  it('takes exactly the queries the DTO takes as they are', () => {
    expect(key(`${base}?page=100000&limit=1000&with_stats=1`)?.key).toBe('100000:1000');
    expect(key(`${base}?with_stats=0`)?.key).toBe('1:15');
  });

  it('leaves everything unusual to the validating controller', () => {
    expect(key('/api/public/talent-sheets/bad%20id', 'bad id')).toBeNull();
    expect(key('/api/public/talent-sheets/short', 'short')).toBeNull();
    for (const url of [
      `${base}?page=0`,
      `${base}?page=01`,
      `${base}?page=100001`,
      `${base}?page=`,
      `${base}?limit=1001`,
      `${base}?limit=abc`,
      `${base}?with_stats=yes`,
      `${base}?other=1`,
      `${base}?page=2&page=3`,
    ])
      expect(key(url)).toBeNull();
    expect(
      key(
        '/api/public/talent-sheet-profile?salesheet_id=AbCdEfGh12345678',
        undefined,
        '/api/public/talent-sheet-profile',
      ),
    ).toBeNull();
  });

  it('decides on the routed pattern and the decoded id, not on the raw path', () => {
    // The router decodes /api/public/talent-sheets/%41bCdEfGh12345678 to the id AbCdEfGh12345678.
    expect(key(`/api/public/talent-sheets/%41bCdEfGh12345678?page=2`, id)).toEqual({
      publicId: id,
      key: '2:15',
    });
    // A raw path that looks like the route but was routed elsewhere (or nowhere) is not served here.
    expect(key(base, id, '/*')).toBeNull();
    expect(key(base, id, null)).toBeNull();
  });
});

describe('plainPublicSheetQuery', () => {
  const validate = (query: Record<string, unknown>) =>
    createValidationPipe().transform(query, {
      type: 'query',
      metatype: PublicSheetQueryDto,
    }) as Promise<PublicSheetQueryDto>;

  it('takes only what PublicSheetQueryDto accepts, and reads it the same way', async () => {
    const queries: Record<string, string>[] = [
      {},
      { page: '1' },
      { page: '100000', limit: '1000' },
      { page: '100001' },
      { limit: '1001' },
      { limit: '0' },
      { page: '-1' },
      { page: '1e3' },
      { page: '0x10' },
      { page: '2.5' },
      { with_stats: 'true', limit: '18' },
      { with_stats: '1' },
      { with_stats: 'no' },
      { other: 'x' },
    ];
    let taken = 0;
    for (const query of queries) {
      const plain = plainPublicSheetQuery(query);
      if (plain === null) continue;
      taken += 1;
      const dto = await validate(query);
      expect(publicSheetPageOf(plain)).toEqual(publicSheetPageOf(dto));
    }
    expect(taken).toBe(5);
    await expect(validate({ page: '100001' })).rejects.toThrow();
  });
});
