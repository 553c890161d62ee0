import { describe, expect, it } from '@jest/globals';
import { portraitSide } from './cropImage';

describe('portraitSide', () => {
  it('keeps a square crop up to 600 px and scales larger ones down to 600', () => {
    expect(portraitSide({ x: 0, y: 0, width: 420, height: 420 })).toBe(420);
    expect(portraitSide({ x: 10, y: 10, width: 2400, height: 2400 })).toBe(600);
  });

  it('uses the shorter side when the crop is not quite square', () => {
    expect(portraitSide({ x: 0, y: 0, width: 500.6, height: 499.4 })).toBe(499);
  });
});
