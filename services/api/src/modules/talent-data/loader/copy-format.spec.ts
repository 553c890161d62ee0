import { describe, expect, it } from '@jest/globals';
import { arrayLiteral, copyRow, TextArray } from './copy-format.js';

describe('COPY text format', () => {
  it('escapes tabs, newlines, backslashes and NULLs', () => {
    expect(copyRow(['a\tb', 'line\nnext', 'back\\slash', null, 3, true])).toBe(
      'a\\tb\tline\\nnext\tback\\\\slash\t\\N\t3\tt\n',
    );
  });

  it('writes arrays and JSON', () => {
    expect(arrayLiteral(['Home & Decor', 'say "hi"'])).toBe('{"Home & Decor","say \\"hi\\""}');
    expect(copyRow([new TextArray(['a\\b']), { k: 'v\n' }, []])).toBe('{"a\\\\\\\\b"}\t{"k":"v\\\\n"}\t[]\n');
  });
});
