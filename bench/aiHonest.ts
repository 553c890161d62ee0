/**
 * Honest AI claims, measured: does a result labelled as meeting a brief really meet it?
 *
 * Starts a built API (BENCH_AI_PORT 3550, embedded PostgreSQL BENCH_AI_PG_PORT 5745) with the demo
 * data, signs in as the demo agency's admin and, for every brief of bench/ai/briefs-heldout.json
 * (the held-out briefs; `BENCH_AI_HONEST_FILE` for another), asks the sheet Assistant
 * (POST /api/sheet-helper) and the AI search (POST /api/advanced-filters-ai, on the brief's
 * platform, else Instagram). Every result is checked against the brief's written constraints with
 * the creator's record read from PostgreSQL (`failures` of aiEval.ts, not the API's own check).
 * The criterion: false "meets" = results labelled `meets` that fail a constraint; target 0.
 * Baseline in the same run: the old labelling, where every result of a brief with constraints was
 * "Meets your brief" (so every failing result was a false claim). AI search results outside the
 * demo roster are not counted (their record is not read).
 * Suggested notes: for every creator the sheet Assistant answered, the note of POST
 * /api/special-note-helper for the same brief, its facts checked against the record read from
 * PostgreSQL (`checkFacts` of aiEval.ts, not the API's note check): at least two true facts, no
 * false one, no field name (snake_case or camelCase) and no "Tagged …" (targets 100 %, 0, 0).
 * Prints tables; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type {
  AdvancedFiltersAiResponse,
  BriefFit,
  SheetHelperResponse,
  SpecialNoteHelperResponse,
} from '@tpp/contracts';
import pg from 'pg';
import {
  AI_API_ENV,
  checkFacts,
  failures,
  loadJson,
  loadVocabulary,
  markdownTable,
  PG_PORT,
  PORT,
  postHelper,
  readRoster,
  teamIdOf,
  type Brief,
  type CreatorRecord,
  type Vocabulary,
} from './aiEval.js';
import { embeddedDatabaseUrl, startApi, type RunningProcess } from './support/app.js';
import { BenchClient } from './support/client.js';
import { DEMO_ADMIN as DEMO } from '../e2e/support/config.js';

const FILE = process.env.BENCH_AI_HONEST_FILE ?? 'briefs-heldout.json';

interface Labelled {
  id: number;
  fit: BriefFit;
}

interface Tally {
  results: number;
  meets: number;
  falseMeets: number;
  partial: number;
  partialThatMeet: number;
  checkedOnly: number;
  baselineMeets: number;
  baselineFalse: number;
}

const empty = (): Tally => ({
  results: 0,
  meets: 0,
  falseMeets: 0,
  partial: 0,
  partialThatMeet: 0,
  checkedOnly: 0,
  baselineMeets: 0,
  baselineFalse: 0,
});

function tally(into: Tally, labelled: Labelled[], failed: (id: number) => string[] | null): void {
  for (const { id, fit } of labelled) {
    const misses = failed(id);
    if (misses === null) continue;
    into.results += 1;
    into.baselineMeets += 1;
    if (misses.length) into.baselineFalse += 1;
    if (fit.status === 'meets') {
      into.meets += 1;
      if (misses.length) into.falseMeets += 1;
    } else if (fit.status === 'partial') {
      into.partial += 1;
      if (!misses.length) into.partialThatMeet += 1;
    } else into.checkedOnly += 1;
  }
}

interface NoteTally {
  notes: number;
  withTwoTrue: number;
  withFalse: number;
  falseFacts: number;
  fieldNames: number;
  tagged: number;
}

/** A field name as code writes it: snake_case or camelCase (TikTok and YouTube are names). */
const FIELD_NAME = /\b[a-z]+_[a-z_]+\b|\b[a-z]+[A-Z][A-Za-z]*\b/;

/** The suggested note of each creator the sheet Assistant answered, checked against its record. */
async function tallyNotes(
  client: BenchClient,
  brief: Brief,
  creators: CreatorRecord[],
  vocabulary: Vocabulary,
  into: NoteTally[],
): Promise<void> {
  for (const creator of creators) {
    const { explanation } = (await postHelper(client, '/api/special-note-helper', {
      influencer_id: creator.id,
      description: brief.description,
    })) as SpecialNoteHelperResponse;
    const facts = checkFacts(explanation, creator, vocabulary, brief.description);
    const wrong = facts.filter((fact) => !fact.true).length;
    for (const t of into) {
      t.notes += 1;
      if (facts.length - wrong >= 2) t.withTwoTrue += 1;
      if (wrong) t.withFalse += 1;
      t.falseFacts += wrong;
      if (FIELD_NAME.test(explanation)) t.fieldNames += 1;
      if (/\btagged\b/i.test(explanation)) t.tagged += 1;
    }
  }
}

const emptyNotes = (): NoteTally => ({
  notes: 0,
  withTwoTrue: 0,
  withFalse: 0,
  falseFacts: 0,
  fieldNames: 0,
  tagged: 0,
});

const noteRow = (t: NoteTally) => ({
  notes: t.notes,
  '≥ 2 true facts': `${t.withTwoTrue} of ${t.notes}`,
  'with a false fact': t.withFalse,
  'false facts': t.falseFacts,
  'field names': t.fieldNames,
  '"Tagged …"': t.tagged,
});

export async function benchAiHonest(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tpp-bench-ai-honest-'));
  let api: RunningProcess | null = null;
  let db: pg.Client | null = null;
  try {
    api = await startApi(PORT, dataDir, PG_PORT, AI_API_ENV);
    // The embedded database's password exists once the API has started it.
    db = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir, PG_PORT) });
    await db.connect();
    const client = await BenchClient.signIn(`http://127.0.0.1:${PORT}`, DEMO.email, DEMO.password);
    const roster = await readRoster(db, await teamIdOf(db, DEMO.email));
    const vocabulary = await loadVocabulary();
    const briefs = loadJson<Brief[]>(FILE);
    const rows: Record<string, string | number>[] = [];
    const totals = { sheet: empty(), search: empty() };
    const noteRows: Record<string, string | number>[] = [];
    const noteTotals = emptyNotes();
    for (const brief of briefs) {
      const failed = (id: number) => {
        const creator = roster.get(id);
        return creator ? failures(creator, brief.constraints) : null;
      };
      const sheet = (await postHelper(client, '/api/sheet-helper', {
        description: brief.description,
        included_influencers: [],
      })) as SheetHelperResponse;
      const search = (await postHelper(client, '/api/advanced-filters-ai', {
        platform: brief.constraints.platform ?? 'instagram',
        description: brief.description,
      })) as AdvancedFiltersAiResponse;
      const perBrief = { sheet: empty(), search: empty() };
      const sheetLabels = sheet.influencers.map((one) => ({ id: one.id, fit: one.fit }));
      const searchLabels = search.accounts.map((one) => ({ id: one.influencer_id, fit: one.fit }));
      tally(perBrief.sheet, sheetLabels, failed);
      tally(perBrief.search, searchLabels, failed);
      tally(totals.sheet, sheetLabels, failed);
      tally(totals.search, searchLabels, failed);
      const notes = emptyNotes();
      const answered = sheet.influencers.flatMap((one) => roster.get(one.id) ?? []);
      await tallyNotes(client, brief, answered, vocabulary, [notes, noteTotals]);
      noteRows.push({ brief: brief.id, ...noteRow(notes) });
      for (const helper of ['sheet', 'search'] as const) {
        const t = perBrief[helper];
        rows.push({
          brief: brief.id,
          helper: helper === 'sheet' ? 'sheet Assistant' : 'AI search',
          results: t.results,
          'labelled meets': t.meets,
          'false meets': t.falseMeets,
          'meets what was checked': t.checkedOnly,
          partial: t.partial,
          'partial that meet': t.partialThatMeet,
          'baseline false meets': t.baselineFalse,
        });
      }
    }
    markdownTable(`Honest claims per brief (bench/ai/${FILE})`, rows);
    markdownTable(
      'Honest claims overall: false "meets" (a result labelled as meeting the brief that fails one of its constraints), target 0; baseline: the old labelling ("Meets your brief" on every result)',
      (['sheet', 'search'] as const).map((helper) => {
        const t = totals[helper];
        return {
          helper: helper === 'sheet' ? 'sheet Assistant' : 'AI search',
          results: t.results,
          'labelled meets': t.meets,
          'false meets': t.falseMeets,
          'baseline labelled meets': t.baselineMeets,
          'baseline false meets': t.baselineFalse,
          'partial that meet (under-claims)': t.partialThatMeet,
          met: t.falseMeets === 0 ? 'yes' : 'no',
        };
      }),
    );
    markdownTable(`Suggested notes per brief (bench/ai/${FILE}): the sheet Assistant's creators`, noteRows);
    markdownTable(
      'Suggested notes overall: each note cites ≥ 2 true facts (target all), no false fact, no field name, no "Tagged …" (targets 0)',
      [
        {
          ...noteRow(noteTotals),
          met:
            noteTotals.withTwoTrue === noteTotals.notes &&
            !noteTotals.withFalse &&
            !noteTotals.fieldNames &&
            !noteTotals.tagged
              ? 'yes'
              : 'no',
        },
      ],
    );
  } finally {
    await db?.end().catch(() => undefined);
    await api?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchAiHonest();
