import { describe, expect, it } from '@jest/globals';
import { fastPathKey } from './public-sheet-fast-path.js';

describe('fastPathKey', () => {
  const base = '/api/public/talent-sheets/AbCdEfGh12345678';

  it('keys plain requests by page and limit, with the controller defaults', () => {
    expect(fastPathKey(base)).toEqual({ publicId: 'AbCdEfGh12345678', key: '1:15' });
    expect(fastPathKey(`${base}?page=2&limit=18&with_stats=false`)).toEqual({
      publicId: 'AbCdEfGh12345678',
      key: '2:18',
    });
  });

  it('leaves everything unusual to the validating controller', () => {
    for (const url of [
      '/api/public/talent-sheets/bad id',
      '/api/public/talent-sheets/short',
      `${base}?page=0`,
      `${base}?page=01`,
      `${base}?limit=1001`,
      `${base}?limit=abc`,
      `${base}?with_stats=yes`,
      `${base}?other=1`,
      '/api/public/talent-sheet-profile?salesheet_id=AbCdEfGh12345678',
    ])
      expect(fastPathKey(url)).toBeNull();
  });
});
