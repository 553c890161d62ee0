import { describe, expect, it } from '@jest/globals';
import { NICHE_TAGS } from '../catalog/index.js';
import { RenderCache } from './media.service.js';
import { SCENE_THEMES, themeForNiche } from './scenes.js';
import { avatarSvg, postSvg, themeOfPostKey } from './svg.js';

const UNSAFE = /<script|on\w+=|javascript:|href=|<image|<foreignObject/i;

describe('generated SVG media', () => {
  it('draws an illustrated DiceBear portrait per key, the same for the same key', () => {
    const portrait = avatarSvg('maya-johnson-3k-1');
    expect(portrait).toBe(avatarSvg('maya-johnson-3k-1'));
    expect(portrait).not.toBe(avatarSvg('maya-johnson-3k-2'));
    expect(portrait).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // An illustration (many paths), not initials on a gradient.
    expect(portrait).not.toMatch(/<text/);
    expect(portrait.match(/<path/g)?.length ?? 0).toBeGreaterThan(10);
    expect(portrait).not.toMatch(UNSAFE);
  });

  it('gives every niche a scene, and post keys name it', () => {
    for (const niche of NICHE_TAGS) expect(SCENE_THEMES).toContain(themeForNiche(niche));
    expect(themeForNiche('Cooking')).toBe('fd');
    expect(themeForNiche('Hiking')).toBe('od');
    expect(themeOfPostKey('fd-maya-johnson-3k-1-ig-tp-1')).toBe('fd');
    // Older keys without a theme still get one, from the key.
    expect(SCENE_THEMES).toContain(themeOfPostKey('maya-johnson-3k-1-ig-tp-1'));
  });

  it('draws every scene as a photo-like tile: deterministic, no text, nothing active', () => {
    const images = new Set<string>();
    for (const theme of SCENE_THEMES) {
      for (const n of [1, 2, 3]) {
        const key = `${theme}-maya-johnson-3k-1-ig-tp-${n}`;
        const svg = postSvg(key);
        expect(svg).toBe(postSvg(key));
        expect(svg).not.toMatch(/<text/);
        expect(svg).not.toMatch(UNSAFE);
        // A composition (gradients, shadows, several shapes), not a flat colour.
        expect(svg).toMatch(/Gradient/);
        expect(svg.match(/<(rect|circle|ellipse|path|polygon)/g)?.length ?? 0).toBeGreaterThan(8);
        images.add(svg);
      }
    }
    expect(images.size).toBe(SCENE_THEMES.length * 3);
  });
});

describe('RenderCache', () => {
  it('renders a key once, keeps at most its limit and forgets the least recently used first', () => {
    const rendered: string[] = [];
    const cache = new RenderCache(2);
    const render = (key: string) => {
      rendered.push(key);
      return `<svg>${key}</svg>`;
    };
    expect(cache.get('a', render)).toBe('<svg>a</svg>');
    cache.get('b', render);
    cache.get('a', render);
    cache.get('c', render);
    expect(cache.size).toBe(2);
    cache.get('a', render);
    cache.get('b', render);
    expect(rendered).toEqual(['a', 'b', 'c', 'b']);
  });
});
