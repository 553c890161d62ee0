/**
 * The offline engine's choices: which creators meet a brief (stated constraints are hard filters
 * unless nothing meets them, then the most restrictive is relaxed and said so), in which order
 * (niche fit, then engagement and reach), and the explanation and pitch note of each, written
 * only from facts of the creator's record.
 */
import type { RelaxedConstraint } from '@tpp/contracts';
import { briefAccount, type Brief, type Constraint } from './brief.js';
import { byFit, checkFit, type BriefFit } from './fit.js';
import {
  accountFor,
  audienceSize,
  formatPercent,
  firstName,
  placeOf,
  type CreatorAccount,
  type CreatorRecord,
} from './creator.js';

export interface Candidate {
  creator: CreatorRecord;
  account: CreatorAccount | undefined;
  score: number;
  /** Facts of the record, the brief's first: each formatted from the data. */
  facts: string[];
  /** Every constraint of the brief (relaxed ones too) checked on the record. */
  fit: BriefFit;
}

export interface Selection {
  candidates: Candidate[];
  /** The constraints applied (the brief's, less the relaxed ones). */
  applied: Constraint[];
  relaxed: RelaxedConstraint[];
}

/**
 * How well a creator fits the brief's niches (a tag counts twice what a mention in the
 * description does; the brief's first niches weigh most), then its engagement and reach.
 */
export function nicheFit(
  niches: readonly string[],
  tags: readonly string[],
  described: readonly string[],
  engagementRate: number | null | undefined,
  followers: number | undefined,
): number {
  const tagged = new Set(tags.map((tag) => tag.toLowerCase()));
  const mentioned = new Set(described.map((tag) => tag.toLowerCase()));
  let score = 0;
  niches.forEach((niche, index) => {
    const weight = Math.max(1 - index * 0.15, 0.3);
    const key = niche.toLowerCase();
    if (tagged.has(key)) score += 2 * weight;
    if (mentioned.has(key)) score += weight;
  });
  const engagement = Math.min(engagementRate ?? 0, 12) / 12;
  const reach = Math.log10(Math.max(followers ?? 1, 1)) / 8;
  return score + 0.6 * engagement + 0.3 * reach;
}

/** Facts that describe any creator, in the order they are added when the brief asks for none. */
function generalFacts(creator: CreatorRecord, account: CreatorAccount | undefined): string[] {
  const facts: string[] = [];
  if (account) {
    facts.push(audienceSize(account));
    if (account.engagementRate !== null) facts.push(`${formatPercent(account.engagementRate)} engagement`);
  }
  const place = placeOf(creator);
  if (place) facts.push(`based in ${place}`);
  if (creator.tags.length) facts.push(`tagged ${creator.tags.slice(0, 2).join(' and ')}`);
  return facts;
}

/** The facts a text about this creator cites: each constraint's, then general ones (at least two). */
export function factsFor(
  constraints: readonly Constraint[],
  creator: CreatorRecord,
  account: CreatorAccount | undefined,
) {
  const facts: string[] = [];
  const add = (fact: string | undefined) => {
    if (fact && !facts.includes(fact)) facts.push(fact);
  };
  for (const constraint of constraints) {
    // "on TikTok" is said by the followers fact ("142K TikTok followers").
    if (constraint.kind !== 'platform') add(constraint.fact(creator, account));
  }
  const general = generalFacts(creator, account);
  const hasFollowers = facts.some((fact) => /(?:followers|subscribers)$/.test(fact));
  for (const fact of general) {
    if (facts.length >= 4) break;
    if (/(?:followers|subscribers)$/.test(fact) && hasFollowers) continue;
    if (fact.startsWith('tagged') && facts.some((f) => f.startsWith('tagged'))) continue;
    if (fact.startsWith('based in') && facts.some((f) => f.startsWith('based in'))) continue;
    add(fact);
  }
  return facts;
}

/**
 * The creators that meet the brief, the best fit first. `exclude`: influencer ids never
 * suggested (already on the sheet).
 */
export function selectCreators(
  brief: Brief,
  creators: readonly CreatorRecord[],
  exclude: ReadonlySet<number>,
  limit: number,
): Selection {
  const pool = creators
    .filter((creator) => !exclude.has(creator.id))
    .map((creator) => ({ creator, account: briefAccount(brief, creator) }));
  const applied = [...brief.constraints];
  const relaxed: RelaxedConstraint[] = [];
  const meets = (entry: (typeof pool)[number], list: readonly Constraint[]) =>
    list.every((constraint) => constraint.test(entry.creator, entry.account));
  let passing = pool.filter((entry) => meets(entry, applied));
  while (!passing.length && applied.length && pool.length) {
    // Relax the constraint the fewest creators meet, and say why.
    const counts = applied.map(
      (constraint) => pool.filter((e) => constraint.test(e.creator, e.account)).length,
    );
    const at = counts.indexOf(Math.min(...counts));
    const [dropped] = applied.splice(at, 1);
    relaxed.push({
      constraint: dropped!.label,
      reason:
        counts[at] === 0
          ? 'No creator on your roster meets it, so it was not applied.'
          : 'No creator on your roster meets it together with the rest of the brief, so it was not applied.',
    });
    passing = pool.filter((entry) => meets(entry, applied));
  }
  const candidates = passing
    .map(({ creator, account }) => ({
      creator,
      account,
      fit: checkFit(brief, creator, account),
      score: nicheFit(
        [...brief.niches, ...brief.hints],
        creator.tags,
        creator.descriptionTags,
        account?.engagementRate,
        account?.followers,
      ),
    }))
    // Full matches first: a partial one never ranks above a creator that meets the brief.
    .sort((a, b) => byFit(a.fit, b.fit) || b.score - a.score || a.creator.id - b.creator.id)
    .slice(0, limit)
    // Facts only for the creators answered.
    .map((candidate) => ({ ...candidate, facts: factsFor(applied, candidate.creator, candidate.account) }));
  return { candidates, applied, relaxed };
}

function sentenceList(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
}

const LEADS: Record<BriefFit['status'], string> = {
  meets: 'Meets your brief',
  meets_checked: 'Meets what was checked',
  partial: 'Partly fits',
};

/**
 * "Meets your brief: 142K TikTok followers, 68% female audience and based in Austin, Texas."
 * Only a creator whose fit is `meets` is said to meet the brief.
 */
export function explain(facts: readonly string[], fit: BriefFit, briefHasConstraints: boolean): string {
  const lead = briefHasConstraints ? LEADS[fit.status] : 'A strong fit';
  return `${lead}: ${sentenceList(facts)}.`;
}

/** True when a text claims a fit its creator does not have (a model's explanation, say). */
export function overclaims(text: string, fit: BriefFit): boolean {
  return (
    fit.status !== 'meets' &&
    /\b(?:meets?|matches|fits|satisf(?:y|ies))\s+(?:all of\s+)?(?:your|the|this)\s+brief\b|\bperfect (?:fit|match)\b/i.test(
      text,
    )
  );
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** "72% female audience" → "72% female", "53% of the audience aged 13-24" → "53% aged 13-24". */
function audiencePart(fact: string): string | undefined {
  const gender = /^(\S+) (female|male) audience$/.exec(fact);
  if (gender) return `${gender[1]} ${gender[2]}`;
  const share = /^(\S+) of the audience ((?:aged|in) .+)$/.exec(fact);
  return share ? `${share[1]} ${share[2]}` : undefined;
}

/**
 * A pitch note for this creator and this brief, in plain words from the record's facts only: who
 * and where, reach and engagement, the audience figures the brief asks about, and the brief's
 * niches the creator is tagged with (never a field name, never "Tagged ...").
 */
export function pitchNote(brief: Brief, candidate: Candidate): string {
  const { creator } = candidate;
  // Without an account on the brief's platform, the creator's main account speaks for it.
  const account = candidate.account ?? accountFor(creator);
  const name = creator.name.trim();
  const first = firstName(creator);
  const place = placeOf(creator);
  const reach = account
    ? `${audienceSize(account)}${
        account.engagementRate !== null ? ` and ${formatPercent(account.engagementRate)} engagement` : ''
      }`
    : '';
  const who = place ? `${name} is ${article(place)} ${place}-based creator` : name;
  const sentences = [
    reach ? `${who}${place ? ' with' : ' has'} ${reach}.` : place ? `${who}.` : `${name} is on your roster.`,
  ];
  const facts = candidate.account ? candidate.facts : factsFor(brief.constraints, creator, account);
  const audience = facts.flatMap((fact) => audiencePart(fact) ?? []);
  // At least two facts: a creator with little data gets its audience's gender and US shares.
  const cited = (reach ? 1 : 0) + (account?.engagementRate !== null && account ? 1 : 0) + (place ? 1 : 0);
  for (const [value, words] of [
    [account?.female, 'female'],
    [account?.usShare, 'in the US'],
  ] as const) {
    if (cited + audience.length >= 2 || value === null || value === undefined) continue;
    const part = `${formatPercent(value)} ${words}`;
    if (!audience.includes(part)) audience.push(part);
  }
  if (audience.length) sentences.push(`${first}'s audience is ${sentenceList(audience)}.`);
  const topics = (brief.niches.length ? brief.niches : brief.hints).slice(0, 3).map((n) => n.toLowerCase());
  const subject = topics.length ? `a campaign about ${sentenceList(topics)}` : 'this campaign';
  const shared = creator.tags
    .filter((tag) => brief.niches.some((niche) => niche.toLowerCase() === tag.toLowerCase()))
    .map((tag) => tag.toLowerCase());
  sentences.push(
    shared.length
      ? `${capitalizedFirst(sentenceList(shared))} ${shared.length > 1 ? 'are' : 'is'} at the heart of ${first}'s content, a natural fit for ${subject}.`
      : `${first} would bring this audience to ${subject}.`,
  );
  return sentences.join(' ');
}

function capitalizedFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
