import { describe, expect, it } from '@jest/globals';
import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { shapeError } from './api-error-shape.js';
import { ApiException } from './api-exception.js';

describe('shapeError', () => {
  it('keeps an ApiException as it is, with its headers', () => {
    const exception = new ApiException(429, 'RATE_LIMITED', 'Slow down.', {
      headers: { 'retry-after': '60' },
    });
    expect(shapeError(exception, 'req-1')).toEqual({
      body: { statusCode: 429, error: 'RATE_LIMITED', message: 'Slow down.' },
      headers: { 'retry-after': '60' },
      unexpected: false,
    });
  });

  it("shapes Nest's own HTTP exceptions", () => {
    expect(shapeError(new BadRequestException('Nope'), 'r').body).toEqual({
      statusCode: 400,
      error: 'INVALID_INPUT',
      message: 'Nope',
    });
    expect(shapeError(new NotFoundException('Cannot GET /api/x'), 'r').body).toEqual({
      statusCode: 404,
      error: 'NOT_FOUND',
      message: 'Not found: GET /api/x',
    });
  });

  it('explains malformed JSON', () => {
    const parseError = Object.assign(new SyntaxError('Unexpected end of JSON input'), {
      statusCode: 400,
      code: 'FST_ERR_CTP_INVALID_JSON_BODY',
    });
    expect(shapeError(new HttpException('x', 400, { cause: parseError }), 'r').body.message).toBe(
      'The request body is not valid JSON.',
    );
  });

  it('hides everything about unexpected errors behind the request id', () => {
    for (const exception of [
      new Error('password=hunter2'),
      new HttpException('db down', 502),
      'a string',
      null,
    ]) {
      expect(shapeError(exception, 'req-9')).toEqual({
        body: {
          statusCode: 500,
          error: 'INTERNAL_ERROR',
          message: 'An unexpected error occurred. Reference: req-9',
          requestId: 'req-9',
        },
        headers: {},
        unexpected: true,
      });
    }
  });
});
