/** Values in PostgreSQL's COPY text format (tab-separated, \N for NULL). */

/** A text[] value (plain JS arrays and objects are written as JSON). */
export class TextArray {
  constructor(readonly values: readonly string[]) {}
}

export type CopyValue = string | number | boolean | Date | null | undefined | TextArray | object;

const NEEDS_ESCAPE = /[\\\n\r\t]/;

function escapeText(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text.replace(/[\\\n\r\t]/g, (char) =>
    char === '\\' ? '\\\\' : char === '\n' ? '\\n' : char === '\r' ? '\\r' : '\\t',
  );
}

/** A text[] literal: every element quoted, backslashes and quotes escaped. */
export function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`).join(',')}}`;
}

export function copyField(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'string') return escapeText(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot COPY the number ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  if (value instanceof TextArray) return escapeText(arrayLiteral(value.values));
  return escapeText(JSON.stringify(value));
}

export function copyRow(values: readonly CopyValue[]): string {
  let line = '';
  for (let i = 0; i < values.length; i++) line += (i === 0 ? '' : '\t') + copyField(values[i]);
  return `${line}\n`;
}
