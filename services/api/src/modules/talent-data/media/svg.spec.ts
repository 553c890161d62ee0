import { describe, expect, it } from '@jest/globals';
import { avatarSvg, escapeXml, initialsFor, postSvg } from './svg.js';

describe('generated SVG media', () => {
  it('draws the initials of the key on a deterministic gradient', () => {
    expect(initialsFor('maya-johnson-3k-1')).toBe('MJ');
    expect(initialsFor('123-456')).toBe('?');
    expect(avatarSvg('maya-johnson')).toBe(avatarSvg('maya-johnson'));
    expect(avatarSvg('maya-johnson')).not.toBe(avatarSvg('maya-johnsen'));
    expect(avatarSvg('maya-johnson')).toContain('>MJ</text>');
  });

  it('draws post images without text or scripts', () => {
    const svg = postSvg('post-1');
    expect(svg).toBe(postSvg('post-1'));
    expect(svg).not.toMatch(/<script|<text|on\w+=|javascript:|href=/i);
    expect(avatarSvg('a-b')).not.toMatch(/<script|on\w+=|javascript:|href=/i);
  });

  it('escapes text', () => {
    expect(escapeXml(`<script>"&'`)).toBe('&lt;script&gt;&quot;&amp;&apos;');
  });
});
