import type { SaveTalentSheetResponse, SheetType } from '@tpp/contracts';
import type pg from 'pg';
import type { TestBrowser } from '../support/test-browser.js';
import { rosterCreator } from './talent.js';

/** Test data for the sheets module. */

/** `count` creators on the team's roster, in roster order. */
export async function rosterCreators(
  db: pg.Client,
  teamId: number,
  count: number,
  prefix = 'Sheet Creator',
): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1)
    ids.push(
      (await rosterCreator(db, teamId, { fullname: `${prefix} ${index + 1}` }, { position: index })).id,
    );
  return ids;
}

/** Saves a new sheet through the API and returns its id and version. */
export async function createSheet(
  browser: TestBrowser,
  influencerIds: number[],
  options: {
    title?: string;
    sheetType?: SheetType;
    notes?: Record<number, string>;
    description?: string;
  } = {},
): Promise<SaveTalentSheetResponse> {
  const response = await browser.post('/api/user/talent-sheets/save', {
    title: options.title ?? 'Test sheet',
    sheet_type: options.sheetType ?? 'talent',
    ...(options.description !== undefined ? { description: options.description } : {}),
    influencers: influencerIds.map((id) => ({ influencer_id: id, note: options.notes?.[id] ?? '' })),
  });
  if (response.statusCode !== 200) throw new Error(`Saving a sheet failed: ${response.body}`);
  return response.json<SaveTalentSheetResponse>();
}

/** A creator call inserted straight into the table. */
export async function createCastingCall(db: pg.Client, title = 'Test call'): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO casting_calls (title, description, brand_name, start_date) VALUES ($1, 'Brief', 'Test Brand', '2026-11-20')
     RETURNING id`,
    [title],
  );
  return rows[0]!.id;
}

/** The token of the last registration-gate link mailed to the address (read from the outbox). */
export async function mailedGateToken(db: pg.Client, email: string): Promise<string | undefined> {
  const { rows } = await db.query<{ text_body: string }>(
    `SELECT text_body FROM mail_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1`,
    [email],
  );
  return /\/public\/sheet-viewer\/confirm\/([0-9]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(
    rows[0]?.text_body ?? '',
  )?.[1];
}
