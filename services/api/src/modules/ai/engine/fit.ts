/**
 * Whether a creator meets a brief, checked constraint by constraint on the creator's record (the
 * figures read from the database), never on a model's say-so:
 * - `meets`: every constraint read from the brief holds and the brief states nothing the reader
 *   could not read;
 * - `meets_checked`: every constraint read holds, but the brief states requirements that were not
 *   read, or the record lacks a figure a constraint needs: only what was checked is claimed;
 * - `partial`: at least one constraint fails; `missed` says what the creator has instead.
 * The sheet Assistant and the AI search label each result with it and list full matches first.
 */
import type { BriefFit } from '@tpp/contracts';
import type { Brief, Constraint } from './brief.js';
import type { CreatorAccount, CreatorRecord } from './creator.js';

export type { BriefFit };

/** How one constraint fares for one creator. */
export type ConstraintOutcome = 'holds' | 'misses' | 'not_checked';

export function outcome(
  constraint: Constraint,
  creator: CreatorRecord,
  account: CreatorAccount | undefined,
): ConstraintOutcome {
  const holds = (constraint.holds ?? constraint.test)(creator, account);
  if (holds) return 'holds';
  return constraint.known(creator, account) ? 'misses' : 'not_checked';
}

/**
 * The creator's fit to the brief: `constraints` are those the answer applied (a relaxed one is
 * still checked: the creator may miss it), `brief.unread` are never checked.
 */
export function checkFit(
  brief: Pick<Brief, 'constraints' | 'unread'>,
  creator: CreatorRecord,
  account: CreatorAccount | undefined,
): BriefFit {
  const met: string[] = [];
  const missed: string[] = [];
  const notChecked: string[] = [...brief.unread];
  for (const constraint of brief.constraints) {
    const result = outcome(constraint, creator, account);
    if (result === 'holds') met.push(constraint.label);
    else if (result === 'misses') missed.push(constraint.miss(creator, account));
    else notChecked.push(`${constraint.label} (no data)`);
  }
  const status = missed.length ? 'partial' : notChecked.length ? 'meets_checked' : 'meets';
  return { status, met, missed, not_checked: notChecked };
}

const RANK: Record<BriefFit['status'], number> = { meets: 0, meets_checked: 1, partial: 2 };

/** Full matches first, then those meeting what was checked, then partial ones by fewest misses. */
export function byFit(a: BriefFit, b: BriefFit): number {
  return RANK[a.status] - RANK[b.status] || a.missed.length - b.missed.length;
}

/** The one-line label a screen shows ("Meets the brief", "Partial: misses No Fitness tag"). */
export function fitLabel(fit: BriefFit): string {
  if (fit.status === 'partial') return `Partial: misses ${fit.missed.join(', ')}`;
  if (fit.status === 'meets_checked')
    return `Meets what was checked. Not checked: ${fit.not_checked.join(', ')}`;
  return 'Meets the brief';
}
