/**
 * Reads tags out of a text: the master list's tags through their names, synonyms, hashtags and
 * emoji; the team's own tags through their names; US cities and states through their names,
 * nicknames and "City, ST". Each tag comes with the words it was read from, so a person can check it.
 */
import { MASTER_TAGS } from '../../talent-data/catalog/index.js';
import { findPhrase, fold, hashtagContains, hashtags, searchable } from './text.js';
import {
  AMBIGUOUS_CITIES,
  CITY_ALIASES,
  STATE_BY_CODE,
  STATE_OF_CITY,
  TAG_EMOJI,
  TAG_IMPLIES,
  TAG_SYNONYMS,
} from './vocabulary.js';
import { US_CITIES, US_STATES } from '../../talent-data/catalog/index.js';

export interface TagMatch {
  tag: string;
  score: number;
  /** The words (quoted) or the record the tag was read from. */
  evidence: string[];
  /** Offset of the first mention (earlier mentions rank first among equal scores). */
  first: number;
  /** Where each word was read ([start, end) in the searchable text). */
  spans: [number, number][];
  /** Some evidence has no place in the text (an emoji, a hashtag, a place read from a code). */
  loose: boolean;
  /** The narrower tag it was implied by (Beauty by Skincare). */
  via?: string;
}

/** Short words that mean a tag only when written in capitals (RN, MD, LA, AI). */
const CAPS_ONLY = new Set([
  'pt',
  'md',
  'dr',
  'rn',
  'np',
  'rd',
  'mc',
  'la',
  'sd',
  'sf',
  'dc',
  'kc',
  'chi',
  'ai',
  'ceo',
  'pod',
  'l a',
  'd c',
]);

const STRONG = 1;
const WEAK = 0.4;
const EMOJI = 0.5;
const HASHTAG = 0.8;
const PLACE = 1.5;
/** A broader tag implied by a narrower one read directly. */
const IMPLIED = 0.8;
/** A tag needs at least this score to be suggested. */
export const MIN_TAG_SCORE = 0.8;

interface Phrase {
  folded: string;
  /** The phrase's first word: a text without it cannot hold the phrase. */
  head: string;
  compact: string;
  weight: number;
  capsOnly: boolean;
  label: string;
}

function phrases(tag: string): Phrase[] {
  const [strong, weak = []] = TAG_SYNONYMS[tag] ?? [[]];
  const list = [tag, ...strong].map((text) => ({ text, weight: STRONG }));
  list.push(...weak.map((text) => ({ text, weight: WEAK })));
  const seen = new Set<string>();
  const out: Phrase[] = [];
  for (const { text, weight } of list) {
    const folded = searchable(text).trim();
    if (!folded || seen.has(folded)) continue;
    seen.add(folded);
    out.push({
      folded,
      head: folded.split(' ')[0]!,
      compact: folded.replace(/ /g, ''),
      weight,
      capsOnly: CAPS_ONLY.has(folded),
      label: text,
    });
  }
  return out;
}

const PHRASES = new Map<string, Phrase[]>();
function phrasesOf(tag: string): Phrase[] {
  let found = PHRASES.get(tag);
  if (!found) {
    found = phrases(tag);
    PHRASES.set(tag, found);
  }
  return found;
}

const CITY_NAMES = new Map<string, string>([
  ...US_CITIES.map((city) => [searchable(city.name).trim(), city.name] as [string, string]),
  ...Object.entries(CITY_ALIASES).map(
    ([alias, city]) => [searchable(alias).trim(), city] as [string, string],
  ),
]);
const STATE_NAMES = new Map(US_STATES.map((state) => [searchable(state.name).trim(), state.name]));
const WORD_CODES = new Set(['OK', 'OR', 'IN', 'ME', 'HI', 'OH', 'DE', 'ID', 'PA', 'MA', 'AL']);
const LOCATION_CUES =
  /(?:📍|\bin|\bfrom|based|living|located|out of|\bhq|home base|\||\bin \w+)\s*[:-]?\s*$/u;

/** The text as written, for the capital-letter and location-cue checks. */
interface Source {
  raw: string;
  text: string;
  words: Set<string>;
  tags: string[];
}

function capsWritten(raw: string, phrase: string): boolean {
  const words = phrase.split(' ');
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])${words.map((w) => w.toUpperCase()).join('[ .]?')}\\.?(?![\\p{L}\\p{N}])`,
    'u',
  );
  const title = new RegExp(
    `(?<![\\p{L}\\p{N}])${phrase[0]!.toUpperCase()}${phrase.slice(1)}\\.?(?![\\p{L}\\p{N}])`,
    'u',
  );
  return pattern.test(raw) || (phrase === 'dr' && title.test(raw));
}

/** Where the phrase is read: each [start, end) of its words in the searchable text (a hashtag: the text's end). */
function matchPhrase(source: Source, phrase: Phrase): [number, number][] | undefined {
  const hashtagged = phrase.compact.length >= 4 && source.tags.length > 0;
  const plural = !phrase.capsOnly && !phrase.folded.endsWith('s');
  if (!source.words.has(phrase.head) && !(plural && source.words.has(`${phrase.head}s`)) && !hashtagged)
    return undefined;
  if (phrase.capsOnly && !capsWritten(source.raw, phrase.folded)) return undefined;
  // The phrase as written, or its last word in the plural ("makeup artists", "DJs").
  const spans: [number, number][] = [];
  for (const form of plural ? [phrase.folded, `${phrase.folded}s`] : [phrase.folded])
    for (const hit of findPhrase(source.text, form))
      if (!hit.negated) spans.push([hit.at + 1, hit.at + 1 + form.length]);
  if (spans.length) return spans.sort((a, b) => a[0] - b[0]);
  if (hashtagged && hashtagContains(source.tags, phrase.compact))
    return [[source.text.length, source.text.length]];
  return undefined;
}

function addMatch(
  found: Map<string, TagMatch>,
  tag: string,
  score: number,
  evidence: string,
  first: number,
  spans: [number, number][] = [],
) {
  let match = found.get(tag);
  if (!match) {
    match = { tag, score: 0, evidence: [], first, spans: [], loose: false };
    found.set(tag, match);
  }
  if (match.evidence.includes(evidence)) return;
  match.score += score;
  match.evidence.push(evidence);
  match.first = Math.min(match.first, first);
  match.spans.push(...spans);
  if (!spans.length) match.loose = true;
}

/**
 * Drops a tag read only from words inside another tag's longer phrase: 'yoga teacher' is a Yoga
 * Instructor, not also a Teacher; 'makeup artist' not also an Artist.
 */
function withoutShadowed(matches: TagMatch[]): TagMatch[] {
  const spans = matches.flatMap((match) => match.spans.map((span) => ({ tag: match.tag, span })));
  return matches.filter(
    (match) =>
      match.loose ||
      !match.spans.every(([start, end]) =>
        spans.some(
          (other) =>
            other.tag !== match.tag &&
            other.span[0] <= start &&
            other.span[1] >= end &&
            other.span[1] - other.span[0] > end - start,
        ),
      ),
  );
}

function readPlaces(source: Source, found: Map<string, TagMatch>): void {
  const raw = source.raw;
  const foldedRaw = fold(raw);
  for (const [name, city] of CITY_NAMES) {
    if (CAPS_ONLY.has(name) && !capsWritten(raw, name)) continue;
    for (const hit of findPhrase(source.text, name)) {
      if (hit.negated) continue;
      if (AMBIGUOUS_CITIES.has(city) || name.length <= 3) {
        // Only with a cue: "📍Austin", "based in Austin", "Austin, TX", "Austin-based".
        const at = foldedRaw.indexOf(name.replace(/ /g, ' '));
        const before = at >= 0 ? foldedRaw.slice(Math.max(0, at - 14), at) : '';
        const after = at >= 0 ? raw.slice(at + name.length, at + name.length + 16) : '';
        const cued =
          LOCATION_CUES.test(before) || /^\s*(?:,?\s*[A-Z]{2}\b|-based|\s+based|,\s*[A-Z][a-z]+)/.test(after);
        if (!cued) continue;
      }
      addMatch(found, city, PLACE, `'${name}'`, hit.at);
      const state = STATE_OF_CITY.get(city);
      if (state) addMatch(found, state, PLACE, `'${name}' is in ${state}`, hit.at);
      break;
    }
  }
  for (const [name, state] of STATE_NAMES) {
    for (const hit of findPhrase(source.text, name)) {
      if (hit.negated) continue;
      const before = source.text.slice(Math.max(0, hit.at - 6), hit.at);
      const after = source.text.slice(hit.at + name.length + 1, hit.at + name.length + 6);
      if (state === 'Virginia' && before.endsWith('west')) continue;
      if (state === 'Washington' && /^ ?d ?c\b/.test(after)) continue;
      addMatch(found, state, PLACE, `'${name}'`, hit.at);
      break;
    }
  }
  for (const match of raw.matchAll(/(,|📍|\||•|from|\bin|[a-z] )\s*([A-Z]{2})(?![\p{L}\p{N}])/gu)) {
    // After a plain word, codes that are also common words ("it's OK", "OR") are not read.
    if (/^(?:in|[a-z] )$/.test(match[1]!) && WORD_CODES.has(match[2]!)) continue;
    const state = STATE_BY_CODE.get(match[2]!);
    if (state) addMatch(found, state, PLACE, `'${match[2]}'`, source.text.length);
  }
}

/** Tags read from a text, best first, each at least MIN_TAG_SCORE. `teamTags` are the team's own. */
export function readTags(text: string, teamTags: readonly string[] = []): TagMatch[] {
  const searched = searchable(text);
  const source: Source = {
    raw: text,
    text: searched,
    words: new Set(searched.split(' ')),
    tags: hashtags(text),
  };
  const found = new Map<string, TagMatch>();
  const places = new Set([...US_CITIES.map((c) => c.name), ...US_STATES.map((s) => s.name)]);
  const known = new Set(MASTER_TAGS.map((tag) => tag.toLowerCase()));
  const vocabulary = [
    ...MASTER_TAGS.filter((tag) => !places.has(tag)),
    ...teamTags.filter((tag) => !known.has(tag.toLowerCase())),
  ];
  for (const tag of vocabulary) {
    for (const phrase of phrasesOf(tag)) {
      const spans = matchPhrase(source, phrase);
      if (spans === undefined) continue;
      const [at] = spans[0]!;
      if (at === source.text.length)
        addMatch(found, tag, phrase.weight === WEAK ? WEAK : HASHTAG, `'#…${phrase.compact}…'`, at);
      else addMatch(found, tag, phrase.weight, `'${phrase.label}'`, at, spans);
    }
    for (const emoji of TAG_EMOJI[tag] ?? []) {
      const at = text.indexOf(emoji);
      if (at >= 0) addMatch(found, tag, EMOJI, `'${emoji}'`, source.text.length + at);
    }
  }
  readPlaces(source, found);
  for (const match of [...found.values()]) {
    if (match.score < MIN_TAG_SCORE) continue;
    for (const broader of TAG_IMPLIES[match.tag] ?? [])
      if ((found.get(broader)?.score ?? 0) < MIN_TAG_SCORE) {
        addMatch(found, broader, IMPLIED, match.evidence[0]!, match.first + 1);
        found.get(broader)!.via ??= match.tag;
      }
  }
  return withoutShadowed([...found.values()])
    .filter((match) => match.score >= MIN_TAG_SCORE - 1e-9)
    .sort((a, b) => b.score - a.score || a.first - b.first || a.tag.localeCompare(b.tag));
}

/** "'mua' and '💄' in the description". */
export function describeEvidence(match: TagMatch, where = 'the description'): string {
  const words = match.evidence.slice(0, 3);
  const listed = words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : words[0];
  return `${listed} in ${where}${match.via ? ` (${match.via} is part of ${match.tag})` : ''}`;
}
