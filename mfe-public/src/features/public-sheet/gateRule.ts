import type { PublicTalentSheet } from '@tpp/contracts';

/**
 * The gate shows when the server withheld the sheet's creators: the team requires registration
 * and this browser has not passed this sheet's gate (a signed-in member of the sheet's team gets
 * the creators, so never the gate). The browser never decides this itself: what it holds is
 * only what the server sent.
 */
export function needsGate(sheet: Pick<PublicTalentSheet, 'withheld'>): boolean {
  return sheet.withheld === true;
}

/** A plain email check for the gate and the response form (the server checks again). */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
