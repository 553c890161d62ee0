import { describe, expect, it } from '@jest/globals';
import { checkRequestInput, findMalformedQuery, findUnsafeInput, MAX_INPUT_DEPTH } from './input-guard.js';

describe('the input guard', () => {
  it('names the field holding a NUL or a lone surrogate, nested or in a list', () => {
    expect(findUnsafeInput({ title: 'ok', settings: { excluded: ['a', 'b\u0000'] } })).toEqual({
      field: 'settings.excluded.1',
      message: 'settings.excluded.1 must not contain NUL characters',
    });
    expect(findUnsafeInput({ email: 'a\ud800@b.cd' })).toEqual({
      field: 'email',
      message: 'email must be valid Unicode text',
    });
    expect(findUnsafeInput('x\udc00', 'name')?.field).toBe('name');
  });

  it('accepts paired surrogates (emoji) and ordinary text', () => {
    expect(findUnsafeInput({ note: 'Great 😀 work', list: ['é', 'ß'], n: 1, b: null })).toBeNull();
  });

  it('checks object keys, and refuses the names objects carry themselves', () => {
    expect(findUnsafeInput({ public_titles: { 'a\u0000': 'x' } })?.field).toBe('public_titles.a\ufffd');
    expect(findUnsafeInput(JSON.parse('{"__proto__": {"isAdmin": true}}'))?.field).toBe('__proto__');
  });

  it('refuses deep nesting without exhausting the stack', () => {
    const deep = JSON.parse(`{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}`) as unknown;
    expect(findUnsafeInput(deep)?.message).toMatch(/nested too deeply/);
    let shallow: unknown = 'x';
    for (let depth = 1; depth < MAX_INPUT_DEPTH; depth += 1) shallow = [shallow];
    expect(findUnsafeInput(shallow)).toBeNull();
  });

  it('refuses query strings that are not valid percent-encoded UTF-8', () => {
    expect(findMalformedQuery('/api/x?name=%ED%A0%80')).toEqual({
      field: 'name',
      message: 'name is not valid percent-encoded UTF-8',
    });
    expect(findMalformedQuery('/api/x?a=1&b=%E2%9C%93&c=%20+x')).toBeNull();
    expect(findMalformedQuery('/api/x')).toBeNull();
    expect(findMalformedQuery('/api/x?constructor=1')?.field).toBe('constructor');
  });

  it('answers 400 INVALID_INPUT in the error shape; bodies must be JSON objects', () => {
    expect(checkRequestInput({ url: '/api/x', params: { id: '1\u0000' } })).toEqual({
      statusCode: 400,
      error: 'INVALID_INPUT',
      message: 'Id must not contain NUL characters.',
      fields: { id: ['id must not contain NUL characters'] },
    });
    expect(checkRequestInput({ url: '/api/x', body: [1] })?.fields).toEqual({
      body: ['the request body must be a JSON object'],
    });
    expect(checkRequestInput({ url: '/api/x', body: null })?.fields).toHaveProperty('body');
    expect(checkRequestInput({ url: '/api/x?q=1', query: { q: '1' }, body: { a: 1 } })).toBeNull();
  });
});
