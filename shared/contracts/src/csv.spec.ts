import { describe, expect, it } from '@jest/globals';
import { CSV_BOM, csvCell, csvFile, fileSlug, toCsv } from './csv.js';

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

describe('the CSV writer', () => {
  it('round-trips a text with a comma, a quote and line breaks', () => {
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

  it('ends every row with CRLF, the last one too', () => {
    expect(toCsv(['a', 'b'], [[1, 2]])).toBe('a,b\r\n1,2\r\n');
  });

  it('quotes only the cells that need it and doubles quotes', () => {
    expect(csvCell('Plain title')).toBe('Plain title');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(1200)).toBe('1200');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it.each([
    ['=HYPERLINK("http://evil","x")', '"\'=HYPERLINK(""http://evil"",""x"")"'],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\r=1', '"\'\r=1"'],
  ])('keeps a spreadsheet from running %j as a formula', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
    expect(parseCsv(`${cell}\r\n`)[0]![0]!.startsWith("'")).toBe(true);
  });

  it('writes numbers as numbers, negative ones too', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(0.5)).toBe('0.5');
  });

  it('leaves a formula character inside a text alone', () => {
    expect(csvCell('Tom = Jerry')).toBe('Tom = Jerry');
    expect(csvCell('a@b.com')).toBe('a@b.com');
  });

  it('starts a file with the UTF-8 byte order mark, once', () => {
    const file = csvFile(['Name'], [['Zoë 🎉']]);
    expect(file.startsWith(CSV_BOM)).toBe(true);
    expect(file.indexOf(CSV_BOM, 1)).toBe(-1);
    expect(parseCsv(file.slice(1))).toEqual([['Name'], ['Zoë 🎉']]);
  });

  it('makes file names from titles', () => {
    expect(fileSlug('Spring Launch: 2027!')).toBe('spring-launch-2027');
    expect(fileSlug('***')).toBe('export');
  });
});
