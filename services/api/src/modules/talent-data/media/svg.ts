import { createAvatar } from '@dicebear/core';
import * as notionists from '@dicebear/notionists';
import { slug } from '../generator/generate.js';
import { Random, hashString } from '../generator/prng.js';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES } from '../generator/word-lists.js';
import { isSceneTheme, SCENE_THEMES, sceneSvg, type SceneTheme } from './scenes.js';

const FEMININE_NAMES = new Set(FEMALE_FIRST_NAMES.map(slug));
const MASCULINE_NAMES = new Set(MALE_FIRST_NAMES.map(slug));

/** Notionists hair styles read as longer / shorter (picked by looking at the style's 63 variants). */
const LONGER_HAIR = [2, 4, 8, 10, 11, 20, 23, 28, 36, 37, 39, 41, 45, 46, 47, 48, 57, 58, 59, 62, 63];
const SHORTER_HAIR = [
  1, 3, 5, 6, 7, 9, 12, 13, 15, 16, 17, 18, 19, 21, 22, 24, 25, 27, 29, 30, 31, 33, 34, 35, 38, 40, 42, 43,
  44, 49, 52, 53, 54, 55, 56, 60,
];
/** Friendly faces only: smiling or calm lips, open eyes, level brows (no frowns, no tongues). */
const LIPS = [3, 4, 14, 17, 22, 23, 25, 30];
const EYES = [1, 4, 5];
const BROWS = [1, 2, 4, 5, 7, 8, 9, 10, 12];
const variants = (numbers: number[]) => numbers.map((n) => `variant${String(n).padStart(2, '0')}` as const);
type NotionistsOptions = NonNullable<Parameters<typeof createAvatar<notionists.Options>>[1]>;
type Hair = NonNullable<NotionistsOptions['hair']>;
type Lips = NonNullable<NotionistsOptions['lips']>;
type Eyes = NonNullable<NotionistsOptions['eyes']>;
type Brows = NonNullable<NotionistsOptions['brows']>;

/** Soft studio backgrounds behind the portraits (hex without '#', as DiceBear takes them). */
const BACKGROUNDS = ['dbe7f3', 'e6dff3', 'f6e3dc', 'dcefe6', 'f3ecd9', 'e0e7ef', 'f1dfe8', 'e4ecd9'];

/**
 * An illustrated portrait (DiceBear's 'notionists' style, rendered here, no network) seeded by the
 * key, e.g. `maya-johnson-3k-1`. The key starts with the creator's first name, so the portrait's
 * hair follows the generator's name lists (longer for its female names, never a beard).
 */
export function avatarSvg(key: string): string {
  const first = key.split('-', 1)[0] ?? '';
  const feminine = FEMININE_NAMES.has(first) && !MASCULINE_NAMES.has(first);
  const masculine = MASCULINE_NAMES.has(first) && !FEMININE_NAMES.has(first);
  const options: NotionistsOptions = {
    seed: key,
    size: 256,
    backgroundColor: BACKGROUNDS,
    backgroundType: ['gradientLinear'],
    bodyIconProbability: 0,
    gestureProbability: 8,
    glassesProbability: 22,
    beardProbability: masculine ? 22 : 0,
    lips: variants(LIPS) as Lips,
    eyes: variants(EYES) as Eyes,
    brows: variants(BROWS) as Brows,
  };
  if (feminine) options.hair = variants(LONGER_HAIR) as Hair;
  else if (masculine) options.hair = variants(SHORTER_HAIR) as Hair;
  return createAvatar(notionists, options).toString();
}

/** The scene theme a post key names (`fd-maya-...`), else one picked from the key (older keys). */
export function themeOfPostKey(key: string): SceneTheme {
  const code = key.split('-', 1)[0] ?? '';
  return isSceneTheme(code) ? code : SCENE_THEMES[hashString(key) % SCENE_THEMES.length]!;
}

/** A post image that looks like a photo of the creator's niche (see scenes.ts), derived from the key. */
export function postSvg(key: string): string {
  return sceneSvg(themeOfPostKey(key), new Random(hashString(`post:${key}`)));
}
