import { describe, expect, it } from '@jest/globals';
import { SHEET_LIMITS, type CollectionSheet } from '@tpp/contracts';
import {
  effectiveFilter,
  isCollectionValid,
  publicTitleOf,
  publicTitlesToSave,
  sheetsPreview,
  toCollectionSheet,
} from './collectionRules';

const sheet = (id: string, description: string | null): CollectionSheet => ({
  id,
  title: `Sheet ${id}`,
  description,
  influencer_count: 3,
  cover_photo_url: null,
});

describe('collection rules', () => {
  it('needs a title, at least one sheet and a public title on every sheet', () => {
    expect(isCollectionValid('Spring', [sheet('a', 'Beauty')], {})).toBe(true);
    expect(isCollectionValid(' ', [sheet('a', 'Beauty')], {})).toBe(false);
    expect(isCollectionValid('Spring', [], {})).toBe(false);
    expect(isCollectionValid('Spring', [sheet('a', 'Beauty'), sheet('b', null)], {})).toBe(false);
    expect(isCollectionValid('Spring', [sheet('a', 'Beauty'), sheet('b', null)], { b: 'Travel' })).toBe(true);
    expect(isCollectionValid('Spring', [sheet('a', 'Beauty')], { a: '  ' })).toBe(false);
  });

  it('prefers the edited public title and sends only changed, non-blank ones', () => {
    const sheets = [sheet('a', 'Beauty'), sheet('b', null), sheet('c', 'Food')];
    expect(publicTitleOf(sheets[0]!, { a: 'Glow' })).toBe('Glow');
    expect(publicTitleOf(sheets[1]!, {})).toBe('');
    expect(publicTitlesToSave(sheets, { a: 'Beauty', b: ' Travel ', c: ' ', gone: 'x' })).toEqual({
      b: 'Travel',
    });
  });

  it('filters the list from 3 characters and the editor sheets from 2', () => {
    expect(effectiveFilter('ab', SHEET_LIMITS.collectionTitleFilterMin)).toBe('');
    expect(effectiveFilter(' abc ', SHEET_LIMITS.collectionTitleFilterMin)).toBe('abc');
    expect(effectiveFilter('a', SHEET_LIMITS.collectionEditorSheetFilterMin)).toBe('');
    expect(effectiveFilter('ab', SHEET_LIMITS.collectionEditorSheetFilterMin)).toBe('ab');
  });

  it('previews the first 3 included sheets', () => {
    expect(sheetsPreview(['a', 'b', 'c', 'd'], 5)).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(sheetsPreview(['a'], 1)).toEqual({ shown: ['a'], more: 0 });
  });

  it('turns a sheet list row into a card with the first creator as cover', () => {
    expect(
      toCollectionSheet({
        id: 'x',
        title: 'T',
        description: 'P',
        sheet_type: 'talent',
        created_at: '',
        updated_at: '',
        creator_user_id: 1,
        creator_nickname: null,
        creator_full_name: null,
        influencer_count: 2,
        influencers: [{ id: 1, fullname: 'A', picture_main_url: '/a.svg' }],
        casting_call_id: null,
        can_delete: true,
      }),
    ).toEqual({ id: 'x', title: 'T', description: 'P', influencer_count: 2, cover_photo_url: '/a.svg' });
  });
});
