/**
 * Checks a written note (a pitch note, an explanation) against the creator's record: every count
 * ("142K", "950"), percent ("72%", "4.2%"), age ("34 years old"), platform reach ("142K TikTok
 * followers") and place ("based in Austin, Texas", "an Austin, Texas-based creator") it states
 * must be one the record holds; the creator's tags it names count as facts too. A note may state
 * no field name ("audience_gender", "avgViews") and no "Tagged ..." phrasing. Used on a hosted
 * model's notes (a failing note is replaced by the engine's), in the tests and in the bench.
 */
import { PLATFORM_LABELS } from '@tpp/contracts';
import { formatCount, formatPercent, placeOf, type CreatorRecord } from './creator.js';
import { fold } from './text.js';

export interface NoteCheck {
  /** The facts the note states that the record holds. */
  trueFacts: string[];
  /** The facts the note states that the record does not hold. */
  falseFacts: string[];
  /** Words that look like field names of the data. */
  fieldNames: string[];
  /** The note uses "Tagged ..." phrasing. */
  tagged: boolean;
  /** At least `minFacts` true facts, no false one, no field name, no "Tagged". */
  ok: boolean;
}

/** Every percent the record can be cited with: engagement, gender, US and country shares, age bands. */
function percentsOf(creator: CreatorRecord): Set<string> {
  const values: number[] = [];
  for (const account of creator.accounts) {
    for (const value of [account.engagementRate, account.female, account.male, account.usShare])
      if (value !== null) values.push(value);
    for (const country of account.countries) values.push(country.share * 100);
    // Any run of neighbouring age buckets ("53% aged 13-24" sums two).
    for (let from = 0; from < account.ages.length; from++) {
      let sum = 0;
      for (let to = from; to < account.ages.length; to++) {
        const value = account.ages[to];
        if (value === null || value === undefined) break;
        sum += value;
        values.push(sum);
      }
    }
  }
  return new Set(values.map(formatPercent));
}

function countsOf(creator: CreatorRecord): Set<string> {
  const values = creator.accounts.flatMap((account) =>
    account.avgViews === null ? [account.followers] : [account.followers, account.avgViews],
  );
  return new Set(values.map(formatCount));
}

const FIELD_NAME = /\b[a-z]+(?:_[a-z0-9]+)+\b|\b[a-z]+[A-Z][a-z]+[A-Za-z]*\b/g;
/** Age ranges ("13-24", "18 to 34") are the audience buckets' bounds, not facts of the creator. */
const AGE_RANGE = /\b\d{2}\s*(?:-|–|to)\s*\d{2}\b|\b\d{2}\+/g;
const NUMBER = /(?<![\w.])(\d+(?:\.\d+)?)(?:\s*([KM])\b|\s*(%)|(\s+years? old))?/g;

/** Checks `note` against `creator`'s record (see the file's comment). */
export function checkNote(note: string, creator: CreatorRecord, minFacts = 2): NoteCheck {
  const trueFacts: string[] = [];
  const falseFacts: string[] = [];
  const judge = (fact: string, ok: boolean) => (ok ? trueFacts : falseFacts).push(fact);

  // "142K TikTok followers": the count must be that platform's.
  const reachPhrase = /(\d+(?:\.\d+)?[KM]?)\s+(Instagram|TikTok|YouTube)\s+(followers|subscribers)/g;
  const counted = new Set<number>();
  for (const match of note.matchAll(reachPhrase)) {
    const platform = Object.entries(PLATFORM_LABELS).find(([, label]) => label === match[2])?.[0];
    const ok = creator.accounts.some((a) => a.platform === platform && formatCount(a.followers) === match[1]);
    judge(match[0], ok);
    counted.add(match.index);
  }
  const percents = percentsOf(creator);
  const counts = countsOf(creator);
  const plain = note.replace(AGE_RANGE, (range) => ' '.repeat(range.length));
  for (const match of plain.matchAll(NUMBER)) {
    if (counted.has(match.index)) continue;
    const [text, digits, unit, percent, years] = match;
    if (percent) judge(text, percents.has(`${digits}%`));
    else if (years) judge(text.trim(), creator.age !== null && String(creator.age) === digits);
    else judge(text, counts.has(`${digits}${unit ?? ''}`));
  }

  // The place: "based in X" or "an X-based creator".
  const place = placeOf(creator);
  const names = [place, creator.city, creator.state].filter((n): n is string => !!n).map(fold);
  for (const match of note.matchAll(
    /\bbased in ([^.;(]+?)(?=[.;(]|\s+(?:with|and|who)\b|$)|\ban? ([^.;]+?)-based\b/gi,
  )) {
    const named = fold((match[1] ?? match[2] ?? '').trim());
    judge(match[0].trim(), names.includes(named));
  }

  // The creator's tags it names.
  const text = fold(note);
  for (const tag of creator.tags) {
    if (new RegExp(`\\b${fold(tag).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(text))
      trueFacts.push(tag);
  }

  const fieldNames = [...note.matchAll(FIELD_NAME)].map((m) => m[0]).filter((w) => w !== 'TikTok');
  const tagged = /\btagged\b/i.test(note);
  return {
    trueFacts,
    falseFacts,
    fieldNames,
    tagged,
    ok: trueFacts.length >= minFacts && falseFacts.length === 0 && fieldNames.length === 0 && !tagged,
  };
}
