import { describe, expect, it } from '@jest/globals';
import { ADD_TALENT_MESSAGES } from '@tpp/contracts';
import { addSocial, identifierProblem, removeSocial, submitProblem } from './addTalentForm';

describe('the Add Talent form rules', () => {
  it('uses the shared handle/link rule', () => {
    expect(identifierProblem('instagram', '')).toBeNull();
    expect(identifierProblem('instagram', 'https://tiktok.com/@x')).toBe(
      'Link should match the Instagram domain (instagram.com)',
    );
    expect(identifierProblem('tiktok', 'two words')).toBe('Handle should be a single word without spaces');
  });

  it('makes the first social primary and refuses a duplicate', () => {
    const one = addSocial([], { platform: 'instagram', handle: 'a' });
    expect(one).toEqual([{ platform: 'instagram', handle: 'a', primary: true }]);
    const two = addSocial(one as never, { platform: 'tiktok', handle: 'a' });
    expect(two).toEqual([
      { platform: 'instagram', handle: 'a', primary: true },
      { platform: 'tiktok', handle: 'a', primary: false },
    ]);
    expect(addSocial(two as never, { platform: 'tiktok', handle: 'a' })).toBe(
      'You already added that account',
    );
  });

  it('moves primary to the first remaining social when the primary is removed', () => {
    const list = [
      { platform: 'instagram' as const, handle: 'a', primary: true },
      { platform: 'tiktok' as const, handle: 'b', primary: false },
      { platform: 'youtube' as const, handle: 'c', primary: false },
    ];
    expect(removeSocial(list, 0)).toEqual([
      { platform: 'tiktok', handle: 'b', primary: true },
      { platform: 'youtube', handle: 'c', primary: false },
    ]);
    expect(removeSocial(list, 2)).toEqual(list.slice(0, 2));
  });

  it('needs a social, then a name, to submit', () => {
    expect(submitProblem('Jane', [])).toBe('You must include at least one social platform');
    expect(submitProblem(' ', [{ platform: 'instagram', handle: 'a', primary: true }])).toBe(
      ADD_TALENT_MESSAGES.needName,
    );
    expect(submitProblem('Jane', [{ platform: 'instagram', handle: 'a', primary: true }])).toBeNull();
    // A handle typed in the field counts: Submit adds it as Add Social would.
    expect(submitProblem('Jane', [], true)).toBeNull();
    expect(submitProblem(' ', [], true)).toBe(ADD_TALENT_MESSAGES.needName);
  });
});
