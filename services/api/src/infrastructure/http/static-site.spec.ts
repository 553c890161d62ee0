import { describe, expect, it } from '@jest/globals';
import { cacheControlFor } from './static-site.js';

describe('cacheControlFor', () => {
  it('revalidates documents whose content changes under the same name', () => {
    for (const path of ['/x/mf-manifest.json', '/x/index.html', '/x/remoteEntry.js', '/x/main.js'])
      expect(cacheControlFor(path)).toBe('no-cache');
  });

  it('caches content-hashed files for a year', () => {
    for (const path of [
      '/x/static/js/main.3f9a1c2b.js',
      '/x/vendor-0badc0de1234.css',
      '/x/font.ab12cd34ef.woff2',
    ]) {
      expect(cacheControlFor(path)).toBe('public, max-age=31536000, immutable');
    }
  });
});
