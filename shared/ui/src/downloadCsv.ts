import { CSV_MEDIA_TYPE, csvFile, type CsvCell } from '@tpp/contracts';

/**
 * Saves a table as a CSV file in the browser, written by the product's one CSV writer
 * (`csvFile` of @tpp/contracts: formula-safe cells, CRLF rows, a UTF-8 byte order mark).
 */
export function downloadCsv(
  fileName: string,
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): void {
  const blob = new Blob([csvFile(header, rows)], { type: CSV_MEDIA_TYPE });
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
