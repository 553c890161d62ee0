import { describe, expect, it } from '@jest/globals';
import {
  carriesBody,
  checkRequestBody,
  checkRequestInput,
  findMalformedQuery,
  findUnsafeInput,
  MAX_INPUT_DEPTH,
  routesWithBodyOf,
} from './input-guard.js';

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

describe('the body policy', () => {
  const policy = {
    routesWithBody: routesWithBodyOf({
      paths: {
        '/api/user/configuration': { get: {}, post: { requestBody: { content: {} } } },
        '/api/talent-sheets/{hashId}': { get: {} },
        '/api/admin/stop-acting': { post: {} },
      },
    }),
    exemptRoutes: new Set(['/uploads/:key']),
  };
  const json = { 'content-type': 'application/json; charset=utf-8', 'content-length': '2' };
  const form = { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '9' };

  it('reads the routes that take a body from the OpenAPI document', () => {
    expect([...policy.routesWithBody]).toEqual(['POST /api/user/configuration']);
  });

  it('takes JSON bodies on routes that take a body', () => {
    expect(checkRequestBody('POST', '/api/user/configuration', json, policy)).toBeNull();
    expect(
      checkRequestBody(
        'POST',
        '/api/user/configuration',
        { 'content-type': 'Application/JSON', 'transfer-encoding': 'chunked' },
        policy,
      ),
    ).toBeNull();
  });

  it('refuses forms, text and any other type with 415', () => {
    for (const type of [
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/jsonx',
      'application/vnd.api+json',
    ])
      expect(
        checkRequestBody(
          'POST',
          '/api/user/configuration',
          { 'content-type': type, 'content-length': '5' },
          policy,
        ),
      ).toMatchObject({ statusCode: 415, error: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(
      checkRequestBody('POST', '/api/user/configuration', { 'content-length': '5' }, policy)?.statusCode,
    ).toBe(415);
  });

  it('refuses a body on a route that takes none, naming body', () => {
    for (const [method, route] of [
      ['POST', '/api/admin/stop-acting'],
      ['GET', '/api/talent-sheets/:hashId'],
      ['HEAD', '/api/user/configuration'],
    ] as const)
      expect(checkRequestBody(method, route, json, policy)).toMatchObject({
        statusCode: 400,
        error: 'INVALID_INPUT',
        fields: { body: ['this request takes no body'] },
      });
    expect(checkRequestBody('POST', '/api/admin/stop-acting', form, policy)?.statusCode).toBe(400);
  });

  it('leaves requests without a body, unrouted requests and exempt routes alone', () => {
    expect(checkRequestBody('POST', '/api/admin/stop-acting', { 'content-length': '0' }, policy)).toBeNull();
    expect(checkRequestBody('GET', '/api/talent-sheets/:hashId', {}, policy)).toBeNull();
    expect(checkRequestBody('POST', null, form, policy)).toBeNull();
    expect(
      checkRequestBody(
        'PUT',
        '/uploads/:key',
        { 'content-type': 'image/png', 'content-length': '9' },
        policy,
      ),
    ).toBeNull();
  });

  it('knows a body by its length or by chunked transfer', () => {
    expect(carriesBody({})).toBe(false);
    expect(carriesBody({ 'content-length': '0' })).toBe(false);
    expect(carriesBody({ 'content-length': '1' })).toBe(true);
    expect(carriesBody({ 'transfer-encoding': 'chunked' })).toBe(true);
  });
});
