import { expect } from '@jest/globals';
import type { IncomingHttpHeaders } from 'node:http';

/** The parts of an answer read here (Fastify's inject answers and real HTTP answers have them). */
interface Answer {
  statusCode: number;
  headers: IncomingHttpHeaders | Record<string, string | string[] | number | undefined>;
  json(): unknown;
}

/** A refusal by a rate limit: 429 with the wait in Retry-After (seconds) and the error body with the message. */
export function expectRateLimited(answer: Answer, message: string, retryAfterSeconds: number): void {
  expect(answer.statusCode).toBe(429);
  expect(answer.headers['retry-after']).toBe(String(retryAfterSeconds));
  expect(answer.json()).toEqual({ statusCode: 429, error: 'RATE_LIMITED', message });
}
