import { createHash } from 'node:crypto';
import { Injectable, Optional } from '@nestjs/common';
import {
  AI_SEARCH_LIMIT,
  AI_SHEET_SUGGESTIONS_MAX,
  AI_TAG_SUGGESTIONS_MAX,
  DIRECTORY_PAGE_SIZE,
  type AdvancedFiltersAiRequest,
  type AdvancedFiltersAiResponse,
  type DirectoryAccount,
  type DirectoryQuery,
  type RelaxedConstraint,
  type SheetHelperRequest,
  type SheetHelperResponse,
  type SpecialNoteHelperRequest,
  type SpecialNoteHelperResponse,
  type TagHelperRequest,
  type TagHelperResponse,
} from '@tpp/contracts';
import { BudgetedCache, CacheBudget, stringBytes } from '../../../infrastructure/http/cache-budget.js';
import { RateLimitService } from '../../../infrastructure/http/rate-limit.service.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { DirectoryService } from '../../search/services/directory.service.js';
import { isCustomTag, MASTER_TAGS } from '../../talent-data/catalog/index.js';
import { RosterService } from '../../talent/services/roster.service.js';
import {
  mapAiDirectoryAccount,
  mapBriefReading,
  mapCreatorRecord,
  mapSuggestedInfluencer,
  mapTagSuggestion,
  creatorText,
} from '../dto/ai.mapper.js';
import { briefAccount, readBrief, type Brief, type Constraint } from '../engine/brief.js';
import { placeOf, type CreatorRecord } from '../engine/creator.js';
import { byFit, checkFit } from '../engine/fit.js';
import { checkNote } from '../engine/note-check.js';
import {
  explain,
  factsFor,
  nicheFit,
  overclaims,
  pitchNote,
  selectCreators,
  type Candidate,
} from '../engine/suggest.js';
import { describeEvidence, readTags } from '../engine/tagger.js';
import { AiProvider, type ProviderCandidate } from '../providers/ai-provider.js';
import { AiCreatorsRepository, type AiCreatorRow } from '../repositories/ai-creators.repository.js';

/** Answers are kept this long at most (a changed roster changes the key before that). */
const ANSWER_TTL_MS = 10 * 60_000;
const ANSWERS_KEPT = 1000;
/** The tagger's readings of creator descriptions kept at most, and how long. */
const READINGS_KEPT = 50_000;
const READING_TTL_MS = 30 * 60_000;
/** Entry objects and map slots besides the texts (an estimate). */
const ENTRY_OVERHEAD_BYTES = 160;

/** What a kept answer holds: about its JSON text twice over (objects, arrays, numbers and strings). */
function answerBytes(key: string, answer: object): number {
  return stringBytes(key) + 2 * Buffer.byteLength(JSON.stringify(answer)) + ENTRY_OVERHEAD_BYTES;
}

function readingBytes(key: string, tags: string[]): number {
  return tags.reduce((sum, tag) => sum + stringBytes(tag) + 16, stringBytes(key) + ENTRY_OVERHEAD_BYTES);
}
/** The AI search reads this many directory matches per niche before ranking them. */
const SEARCH_POOL_PER_QUERY = DIRECTORY_PAGE_SIZE;
/** The most niches the AI search looks up as keywords. */
const SEARCH_NICHES = 3;
const NOT_IN_DIRECTORY = 'No account in the directory meets it with your filters, so it was not applied.';

function hash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url');
}

/**
 * The four AI helpers. The offline engine (modules/ai/engine) reads the brief and chooses the
 * candidates; the configured AiProvider orders them and writes (the engine itself by default).
 * Rate-limited per team; answers cached per (team, call, input, roster version).
 */
@Injectable()
export class AiHelpersService {
  /** Answers per (team, call, input, data version); within the process's CacheBudget. */
  private readonly answers: BudgetedCache<string, object>;
  /** The tagger's reading of each creator's description, per (creator, version). */
  private readonly described: BudgetedCache<string, string[]>;

  constructor(
    private readonly creators: AiCreatorsRepository,
    private readonly roster: RosterService,
    private readonly directory: DirectoryService,
    private readonly provider: AiProvider,
    private readonly rateLimits: RateLimitService,
    @Optional() budget: CacheBudget = new CacheBudget(),
  ) {
    this.answers = new BudgetedCache(budget, 'ai-answers', {
      ttlMs: ANSWER_TTL_MS,
      maxEntries: ANSWERS_KEPT,
      sizeOf: answerBytes,
    });
    this.described = new BudgetedCache(budget, 'ai-tag-readings', {
      ttlMs: READING_TTL_MS,
      maxEntries: READINGS_KEPT,
      sizeOf: readingBytes,
    });
  }

  async tagHelper(team: TeamScope, body: TagHelperRequest): Promise<TagHelperResponse> {
    await this.rateLimits.assertTeamAllowed(team.teamId);
    if (body.influencer_id !== undefined)
      await this.roster.requireTeamCreator(team.teamId, body.influencer_id);
    const [teamTags, row] = await Promise.all([
      this.teamTags(team.teamId),
      body.influencer_id === undefined
        ? undefined
        : this.creators.byIds(team.teamId, [body.influencer_id]).then((rows) => rows[0]),
    ]);
    const key = `${team.teamId}|tags|${hash([body.description, row?.stamp, teamTags])}`;
    return this.cached(key, async () => {
      const engine = readTags(body.description, teamTags).map((match) => ({
        tag: match.tag,
        reason: describeEvidence(match),
      }));
      if (row) this.addRecordedPlace(row, engine);
      const suggested = await this.provider.tags({
        description: body.description,
        vocabulary: [...MASTER_TAGS, ...teamTags],
        engine,
      });
      const has = new Set((row?.tags ?? []).map((tag) => tag.toLowerCase()));
      const seen = new Set<string>();
      const suggestions = suggested
        .filter(({ tag }) => !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()))
        .slice(0, AI_TAG_SUGGESTIONS_MAX)
        .map(({ tag, reason }) => mapTagSuggestion(tag, reason, has.has(tag.toLowerCase())));
      return { tags: suggestions.map((s) => s.tag), suggestions };
    });
  }

  async sheetHelper(team: TeamScope, body: SheetHelperRequest): Promise<SheetHelperResponse> {
    await this.rateLimits.assertTeamAllowed(team.teamId);
    const [rows, teamTags] = await Promise.all([
      this.creators.roster(team.teamId),
      this.teamTags(team.teamId),
    ]);
    const included = [...new Set(body.included_influencers)].sort((a, b) => a - b);
    const key = `${team.teamId}|sheet|${hash([body.description, included, teamTags, rows.map(rowVersion)])}`;
    return this.cached(key, async () => {
      const brief = readBrief(body.description, teamTags);
      const records = rows.map((row) => this.record(row));
      const selection = selectCreators(brief, records, new Set(included), AI_SHEET_SUGGESTIONS_MAX);
      const ranked = await this.provider.rank({
        brief: body.description,
        candidates: selection.candidates.map((candidate) => providerCandidate(candidate, brief)),
      });
      const { rows: shown } = await this.roster.byIds(
        team.teamId,
        ranked.map((r) => r.id),
      );
      const chosen = new Map(selection.candidates.map((c) => [c.creator.id, c]));
      return {
        influencers: ranked
          .flatMap(({ id, explanation }) => {
            const influencer = shown.get(id);
            const candidate = chosen.get(id);
            if (!influencer || !candidate) return [];
            // A provider's text never claims more than the check found.
            const text = overclaims(explanation, candidate.fit)
              ? providerCandidate(candidate, brief).explanation
              : explanation;
            return [mapSuggestedInfluencer(id, text, candidate.fit, influencer)];
          })
          // The provider orders within each fit; full matches always come first.
          .sort((a, b) => byFit(a.fit, b.fit)),
        brief: mapBriefReading(brief, selection.applied, selection.relaxed),
      };
    });
  }

  async specialNote(team: TeamScope, body: SpecialNoteHelperRequest): Promise<SpecialNoteHelperResponse> {
    await this.rateLimits.assertTeamAllowed(team.teamId);
    await this.roster.requireTeamCreator(team.teamId, body.influencer_id);
    const [rows, teamTags] = await Promise.all([
      this.creators.byIds(team.teamId, [body.influencer_id]),
      this.teamTags(team.teamId),
    ]);
    const row = rows[0]!;
    const key = `${team.teamId}|note|${hash([body.description, rowVersion(row), teamTags])}`;
    return this.cached(key, async () => {
      const brief = readBrief(body.description, teamTags);
      // Every stated constraint is cited, met or not: the note is about this creator.
      const creator = this.record(row);
      const account = briefAccount(brief, creator);
      const cited: Candidate = {
        creator,
        account,
        score: 0,
        facts: factsFor(brief.constraints, creator, account),
        fit: checkFit(brief, creator, account),
      };
      const engine = pitchNote(brief, cited);
      const written = await this.provider.note({
        brief: body.description,
        creator: providerCandidate(cited, brief),
        engine,
      });
      // A note citing a fact the record does not hold, a field name or "Tagged ..." is not used.
      const explanation = written === engine || checkNote(written, creator).ok ? written : engine;
      return { explanation };
    });
  }

  async advancedSearch(team: TeamScope, body: AdvancedFiltersAiRequest): Promise<AdvancedFiltersAiResponse> {
    await this.rateLimits.assertTeamAllowed(team.teamId);
    const { description, included_influencers: included = [], limit = AI_SEARCH_LIMIT, ...filters } = body;
    const teamTags = await this.teamTags(team.teamId);
    const brief = readBrief(description, teamTags);
    // The brief fills the filters the search left open; the search's own filters always hold.
    const relaxed: RelaxedConstraint[] = [];
    const agreed: Constraint[] = [];
    const fromBrief: Constraint[] = [];
    for (const constraint of brief.constraints) {
      if (!constraint.directory) continue;
      const set = Object.entries(constraint.directory).filter(
        ([name]) => filters[name as keyof typeof filters] !== undefined,
      );
      if (!set.length) fromBrief.push(constraint);
      else if (set.every(([name, value]) => filters[name as keyof typeof filters] === value))
        agreed.push(constraint);
      else relaxed.push({ constraint: constraint.label, reason: "Your search's own filter decides it." });
    }
    let pool: { account: DirectoryAccount; niches: Set<string> }[];
    for (;;) {
      const query: DirectoryQuery = { ...filters, limit: SEARCH_POOL_PER_QUERY };
      for (const constraint of fromBrief)
        for (const [name, value] of Object.entries(constraint.directory!))
          if (value !== undefined) Object.assign(query, { [name]: value });
      pool = await this.directoryPool(team, query, brief.niches.slice(0, SEARCH_NICHES), new Set(included));
      if (pool.length || !fromBrief.length) break;
      // Nothing matches: drop the brief's last directory constraint and say so.
      relaxed.push({ constraint: fromBrief.pop()!.label, reason: NOT_IN_DIRECTORY });
    }
    const records = new Map(
      (await this.creators.byIds(team.teamId, [...new Set(pool.map((e) => e.account.influencer_id))])).map(
        (row) => [row.id, this.record(row)],
      ),
    );
    const entryOf = ({ account }: { account: DirectoryAccount }) => {
      const creator = records.get(account.influencer_id);
      return { creator, account: creator?.accounts.find((a) => a.id === account.id) };
    };
    // What the directory cannot filter (the creator's place, an audience country): checked on the records.
    const checked = brief.constraints.filter((c) => !c.directory && c.kind !== 'niche');
    let matching = pool;
    while (checked.length) {
      matching = pool.filter((entry) => {
        const { creator, account } = entryOf(entry);
        return !!creator && checked.every((constraint) => constraint.test(creator, account));
      });
      if (matching.length) break;
      relaxed.push({ constraint: checked.pop()!.label, reason: NOT_IN_DIRECTORY });
      matching = pool;
    }
    // Every constraint of the brief (relaxed ones and the niches too) is checked on each record:
    // only a creator meeting them all is said to meet the brief, and those come first.
    const fits = new Map(
      matching.map((entry) => {
        const { creator, account } = entryOf(entry);
        return [entry.account.id, creator ? checkFit(brief, creator, account) : undefined];
      }),
    );
    matching = matching.filter((entry) => fits.get(entry.account.id));
    matching.sort(
      (a, b) =>
        byFit(fits.get(a.account.id)!, fits.get(b.account.id)!) ||
        searchScore(brief, b) - searchScore(brief, a) ||
        b.account.followers - a.account.followers ||
        a.account.id - b.account.id,
    );
    const applied = [...agreed, ...fromBrief, ...checked];
    const cited = [...applied, ...brief.constraints.filter((c) => c.kind === 'niche')];
    const accounts = matching.slice(0, limit).flatMap((entry) => {
      const { creator, account } = entryOf(entry);
      const fit = fits.get(entry.account.id)!;
      if (!creator) return [];
      const facts = factsFor(cited, creator, account);
      return [mapAiDirectoryAccount(entry.account, explain(facts, fit, brief.constraints.length > 0), fit)];
    });
    return { accounts, brief: mapBriefReading(brief, applied, relaxed) };
  }

  /** The directory's matches: the filters alone, and the filters with each niche as a keyword. */
  private async directoryPool(
    team: TeamScope,
    query: DirectoryQuery,
    niches: readonly string[],
    included: ReadonlySet<number>,
  ): Promise<{ account: DirectoryAccount; niches: Set<string> }[]> {
    const pool = new Map<number, { account: DirectoryAccount; niches: Set<string> }>();
    for (const niche of [undefined, ...niches]) {
      const { answer } = await this.directory.search(team, niche ? { ...query, tags: niche } : query);
      for (const account of answer.accounts) {
        if (included.has(account.influencer_id)) continue;
        const entry = pool.get(account.id) ?? { account, niches: new Set<string>() };
        if (niche) entry.niches.add(niche);
        pool.set(account.id, entry);
      }
    }
    return [...pool.values()];
  }

  private async teamTags(teamId: number): Promise<string[]> {
    const { tags } = await this.roster.tags(teamId);
    return tags.filter(isCustomTag);
  }

  private record(row: AiCreatorRow): CreatorRecord {
    const key = `${row.id}|${row.stamp}`;
    let tags = this.described.get(key);
    if (!tags) {
      tags = readTags(creatorText(row)).map((match) => match.tag);
      this.described.set(key, tags);
    }
    return mapCreatorRecord(row, tags);
  }

  /** The recorded city and state of the creator, when the description did not name them. */
  private addRecordedPlace(row: AiCreatorRow, engine: { tag: string; reason: string }[]): void {
    const record = mapCreatorRecord(row, []);
    const place = placeOf(record);
    for (const tag of [record.city, record.state]) {
      if (!tag || !MASTER_TAGS.includes(tag) || engine.some((s) => s.tag === tag)) continue;
      engine.push({ tag, reason: `the creator's recorded location (${place})` });
    }
  }

  private async cached<T extends object>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.answers.get(key);
    if (hit) return hit as T;
    const answer = await compute();
    this.answers.set(key, answer);
    return answer;
  }
}

/** What changes a creator's answer: the creator, the team's row and each account. */
function rowVersion(row: AiCreatorRow): string {
  return `${row.id}:${row.stamp}:${row.accounts.map((a) => a.stamp).join(',')}`;
}

function providerCandidate(candidate: Candidate, brief: Brief): ProviderCandidate {
  return {
    id: candidate.creator.id,
    name: candidate.creator.name,
    facts: candidate.facts,
    explanation: explain(candidate.facts, candidate.fit, brief.constraints.length > 0),
  };
}

function searchScore(brief: Brief, entry: { account: DirectoryAccount; niches: Set<string> }): number {
  const { tags, engagement_rate, followers } = entry.account;
  return nicheFit([...brief.niches, ...brief.hints], tags, [...entry.niches], engagement_rate, followers);
}
