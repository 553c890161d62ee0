import { describe, expect, it } from '@jest/globals';
import { parseSocialIdentifier } from './social-handle.js';

describe('parseSocialIdentifier (the handle/link rule)', () => {
  it('accepts empty text as valid and empty', () => {
    expect(parseSocialIdentifier('instagram', '   ')).toEqual({ kind: 'empty' });
  });

  it('reads a handle, stripping a leading @, in lower case', () => {
    expect(parseSocialIdentifier('instagram', '@Jane.Doe')).toEqual({
      kind: 'handle',
      platform: 'instagram',
      handle: 'jane.doe',
    });
  });

  it('refuses a handle with spaces', () => {
    expect(parseSocialIdentifier('tiktok', 'jane doe')).toEqual({
      kind: 'invalid',
      message: 'Handle should be a single word without spaces',
    });
  });

  it('reads the account of a profile link of the chosen platform', () => {
    expect(parseSocialIdentifier('instagram', 'https://www.instagram.com/jane.doe/?hl=en')).toMatchObject({
      kind: 'link',
      handle: 'jane.doe',
    });
    expect(parseSocialIdentifier('tiktok', 'tiktok.com/@Dancer')).toMatchObject({
      kind: 'link',
      handle: 'dancer',
    });
    expect(parseSocialIdentifier('youtube', 'https://youtube.com/c/SomeChannel')).toMatchObject({
      handle: 'somechannel',
    });
    expect(parseSocialIdentifier('youtube', 'youtu.be/@name')).toMatchObject({
      kind: 'link',
      handle: 'name',
    });
  });

  it("refuses a link of another platform with the platform's domain", () => {
    expect(parseSocialIdentifier('instagram', 'https://www.tiktok.com/@jane')).toEqual({
      kind: 'invalid',
      message: 'Link should match the Instagram domain (instagram.com)',
    });
    expect(parseSocialIdentifier('youtube', 'www.example.com/jane')).toEqual({
      kind: 'invalid',
      message: 'Link should match the YouTube domain (youtube.com)',
    });
    expect(parseSocialIdentifier('tiktok', 'jane.com')).toEqual({
      kind: 'invalid',
      message: 'Link should match the TikTok domain (tiktok.com)',
    });
  });

  it('refuses the TikTok discover page', () => {
    expect(parseSocialIdentifier('tiktok', 'https://www.tiktok.com/discover/cats')).toEqual({
      kind: 'invalid',
      message:
        '"discover" is not a valid TikTok account. Please enter the creator\'s specific TikTok profile.',
    });
  });

  it('refuses a platform link that names no account', () => {
    expect(parseSocialIdentifier('instagram', 'https://www.instagram.com/')).toMatchObject({
      kind: 'invalid',
    });
  });
});
