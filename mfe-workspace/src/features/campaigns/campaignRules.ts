import {
  SHEET_LIMITS,
  visibleCharacters,
  type CampaignColumn,
  type CampaignData,
  type CampaignRow,
} from '@tpp/contracts';

/** The columns edited as plain text; Date Sent, Replied and Notes have their own editors. */
export type CampaignTextColumn = Exclude<CampaignColumn, 'Date Sent' | 'Replied' | 'Notes'>;

const MMDDYY = /^(\d{2})\/(\d{2})\/(\d{2})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date input's value (yyyy-mm-dd) as the table stores and shows it: mm/dd/yy. '' stays ''. */
export function toDateSent(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return '';
  const [, year, month, day] = match;
  return `${month}/${day}/${year!.slice(2)}`;
}

/** A stored mm/dd/yy as a date input's value (yyyy-mm-dd, years 20yy); '' when it is not a date. */
export function fromDateSent(dateSent: string | undefined): string {
  const match = MMDDYY.exec(dateSent?.trim() ?? '');
  if (!match) return '';
  const [, month, day, year] = match;
  const iso = `20${year}-${month}-${day}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(iso) ? iso : '';
}

/**
 * Notes in the table: at most 100 characters as a reader counts them (an emoji or an accented
 * letter is one and is never split), then an ellipsis (the full text is in the modal).
 */
export function shortenNote(note: string | undefined, max: number = SHEET_LIMITS.listTextLength): string {
  const text = (note ?? '').trim();
  if (text.length <= max) return text;
  const shown = visibleCharacters(text, max + 1);
  return shown.length > max ? `${shown.slice(0, max).join('').trimEnd()}…` : text;
}

/** The data with one cell replaced; a blank value removes the cell, an empty row removes the row. */
export function withCell(
  data: CampaignData,
  influencerId: number,
  column: CampaignColumn,
  value: string,
): CampaignData {
  const key = String(influencerId);
  const row: CampaignRow = { ...data[key] };
  const text = column === 'Notes' ? value.trim() : value.trim().replace(/\s+/g, ' ');
  if (text) row[column] = text;
  else delete row[column];
  const next = { ...data };
  if (Object.keys(row).length > 0) next[key] = row;
  else delete next[key];
  return next;
}

/** Replied is Y, N or not set. */
export function repliedLabel(value: string | undefined): string {
  return value === 'Y' || value === 'N' ? value : '';
}
