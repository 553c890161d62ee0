/**
 * The product's one CSV writer: every export (statistics tables, the roster and search selection,
 * and any later one, in the browser or the API) goes through it.
 *
 * - RFC 4180: comma separated, CRLF after every row, a cell quoted when it holds a comma, a quote
 *   or a line break, quotes doubled.
 * - Formula-safe: a text a spreadsheet would run as a formula (starting with =, +, -, @, a tab or
 *   a carriage return) is prefixed with a single quote (OWASP "CSV injection"); numbers are
 *   written as they are, so -3 stays a number.
 * - `csvFile` starts with a UTF-8 byte order mark so Excel reads accents and emoji.
 */

export type CsvCell = string | number | null | undefined;

/** The byte order mark that makes Excel read the file as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** The media type of a CSV download. */
export const CSV_MEDIA_TYPE = 'text/csv;charset=utf-8';

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as CSV text (null and undefined are empty cells). */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The header and rows as CSV text, each row ended by CRLF (no byte order mark). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}

/** A whole CSV file: the byte order mark, then `toCsv`. */
export function csvFile(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return CSV_BOM + toCsv(header, rows);
}

/** A file name part from a text: lower case, words joined by hyphens ('export' when nothing is left). */
export function fileSlug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'export'
  );
}
