import { describe, expect, it } from '@jest/globals';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { API } from '@tpp/contracts';
import { Endpoint } from './endpoint.js';

/**
 * Handlers declare no return type: @Endpoint checks that each answers its route's answer type.
 * The @ts-expect-error cases prove the check (the typecheck fails if one of them compiles).
 */
class Probe {
  @Endpoint(API.platform.csrfToken, { summary: 'Right answer' })
  token() {
    return { token: 't' };
  }

  @Endpoint(API.platform.health, { summary: 'Right answer, awaited' })
  async health() {
    return Promise.resolve({ status: 'ok' as const, database: 'up' as const });
  }

  // @ts-expect-error: the answer lacks the route's `token`
  @Endpoint(API.platform.csrfToken, { summary: 'Wrong answer' })
  wrong() {
    return { status: 'ok' };
  }

  // @ts-expect-error: a promise of a wrong answer fails too
  @Endpoint(API.platform.csrfToken, { summary: 'Wrong awaited answer' })
  async wrongAsync() {
    return Promise.resolve({ token: 1 });
  }

  @Endpoint(API.session.requestMagicLink, { summary: 'A POST' })
  magicLink() {
    return { success: true as const, message: 'sent' };
  }
}

describe('Endpoint', () => {
  it("maps the handler to the route's method and path", () => {
    expect(Reflect.getMetadata(PATH_METADATA, Probe.prototype.token)).toBe('/api/csrf-token');
    expect(Reflect.getMetadata(METHOD_METADATA, Probe.prototype.token)).toBe(0); // RequestMethod.GET
    expect(Reflect.getMetadata(HTTP_CODE_METADATA, Probe.prototype.token)).toBeUndefined();
  });

  it("answers a POST with 200 (Nest's default is 201)", () => {
    expect(Reflect.getMetadata(PATH_METADATA, Probe.prototype.magicLink)).toBe(
      '/api/user/account/request-magic-link',
    );
    expect(Reflect.getMetadata(HTTP_CODE_METADATA, Probe.prototype.magicLink)).toBe(200);
  });
});
