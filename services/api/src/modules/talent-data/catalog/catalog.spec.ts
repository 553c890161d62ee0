import { describe, expect, it } from '@jest/globals';
import { CATEGORIES, MASTER_TAGS, US_STATES } from './index.js';

describe('talent catalog', () => {
  it('has about 190 distinct master tags, including all 50 states', () => {
    expect(MASTER_TAGS.length).toBeGreaterThanOrEqual(180);
    expect(MASTER_TAGS.length).toBeLessThanOrEqual(200);
    expect(new Set(MASTER_TAGS.map((tag) => tag.toLowerCase())).size).toBe(MASTER_TAGS.length);
    expect(US_STATES).toHaveLength(50);
    for (const state of US_STATES) expect(MASTER_TAGS).toContain(state.name);
    for (const tag of MASTER_TAGS) expect(tag).toBe(tag.trim());
  });

  it('has categories with subcategories and unique ids', () => {
    const ids = CATEGORIES.flatMap((category) => [category.id, ...category.subcategories.map((s) => s.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const category of CATEGORIES) expect(category.subcategories.length).toBeGreaterThan(0);
  });
});
