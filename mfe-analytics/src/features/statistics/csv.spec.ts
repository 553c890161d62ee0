import { describe, expect, it } from '@jest/globals';
import { csvCell, toCsv } from './csv';

/** An RFC 4180 reader, as a spreadsheet reads the file. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

describe('CSV export', () => {
  it('round-trips a title with a comma, a quote and a line break', () => {
    const title = 'Summer, "Beach"\nEdition\r\nPart 2';
    const csv = toCsv(
      ['Sheet', 'Views'],
      [
        [title, 12],
        ['Plain', 3],
      ],
    );
    expect(parseCsv(csv)).toEqual([
      ['Sheet', 'Views'],
      [title, '12'],
      ['Plain', '3'],
    ]);
  });

  it('quotes only the cells that need it', () => {
    expect(csvCell('Plain title')).toBe('Plain title');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(1200)).toBe('1200');
  });

  it('keeps a spreadsheet from running a text as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-3)).toBe('-3');
  });
});
