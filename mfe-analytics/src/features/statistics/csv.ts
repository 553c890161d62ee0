/** CSV export of the statistics tables (RFC 4180: comma separated, CRLF between rows). */

export type CsvCell = string | number;

/**
 * A cell as CSV: quoted when it holds a comma, quote or line break (quotes doubled). A text that
 * a spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage return) is
 * prefixed with an apostrophe (OWASP CSV injection); numbers are written as they are.
 */
export function csvCell(value: CsvCell): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A file name part from a text: lower case, words joined by hyphens. */
export function fileSlug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'export'
  );
}

/** Saves the CSV as a file in the browser (a UTF-8 BOM so spreadsheets read accents). */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
