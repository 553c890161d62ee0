/**
 * Bulk actions on several creators at once (the roster's and the search's selection bar): add
 * them to a talent sheet, add or remove tags. Each is one request, scoped to the caller's team.
 */

import { creatorCount } from './display-text.js';
import { SHEET_LIMITS } from './sheets.js';

export const BULK_LIMITS = {
  /** The most creators one bulk call takes (more answers 400 naming influencer_ids). */
  maxCreators: 500,
} as const;

/** Add creators at the end of one of the team's talent sheets, or of a new one made with this title. */
export interface AddToSheetRequest {
  influencer_ids: number[];
  /** An existing talent sheet of the team (its public id); or: */
  sheet_id?: string;
  /** A new talent sheet with this title. */
  new_sheet_title?: string;
}

export interface AddToSheetResponse {
  success: true;
  sheet_id: string;
  title: string;
  version: number;
  /** The creators added, in the order they were added (Undo takes exactly these off). */
  added: number[];
  /** How many were on the sheet already. */
  already_on_sheet: number;
  /** How many did not fit (a sheet holds at most SHEET_LIMITS.sheetMaxTalent creators). */
  not_added: number;
}

export const BULK_TAG_ACTIONS = ['add', 'remove'] as const;
export type BulkTagAction = (typeof BULK_TAG_ACTIONS)[number];

/**
 * Adds tags to (or removes them from) several creators. Adding to a directory creator that is not
 * the team's makes it a pitched creator of the team; removing touches only the team's creators.
 */
export interface BulkTagsRequest {
  influencer_ids: number[];
  tags: string[];
  action: BulkTagAction;
}

export interface BulkTagsResponse {
  success: true;
  /** Creators whose tags changed. */
  changed: number;
  /** Directory creators that became pitched creators of the team (adding only). */
  pitched: number;
}

/** What the selection bar says. */
export const BULK_MESSAGES = {
  tooMany: `Select at most ${BULK_LIMITS.maxCreators} creators at once.`,
  addFailed: 'The creators could not be added to the sheet.',
  tagFailed: 'The tags could not be saved.',
} as const;

/** '12 creators added to ‘Spring launch’.' and what was left out. */
export function addedToSheetMessage(
  answer: Pick<AddToSheetResponse, 'title' | 'added' | 'already_on_sheet' | 'not_added'>,
): string {
  const parts = [`${creatorCount(answer.added.length)} added to ‘${answer.title}’.`];
  if (answer.already_on_sheet > 0)
    parts.push(
      `${creatorCount(answer.already_on_sheet)} ${answer.already_on_sheet === 1 ? 'was' : 'were'} on it already.`,
    );
  if (answer.not_added > 0)
    parts.push(
      `${creatorCount(answer.not_added)} did not fit: a sheet holds at most ${SHEET_LIMITS.sheetMaxTalent.toLocaleString('en-US')} creators.`,
    );
  return parts.join(' ');
}
