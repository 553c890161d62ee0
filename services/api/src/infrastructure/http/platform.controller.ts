import { Controller, Req } from '@nestjs/common';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { API, type CsrfTokenResponse, type HealthResponse, type ReadinessResponse } from '@tpp/contracts';
import type { FastifyRequest } from 'fastify';
import { DatabaseHealth } from '../database/database-health.service.js';
import { csrfTokenOf } from './csrf.js';
import { Endpoint } from './endpoint.js';
import { Readiness } from './readiness.js';

export class CsrfTokenDto implements CsrfTokenResponse {
  @ApiProperty({ description: 'Send it back in the x-csrf-token header; it equals the tpp_csrf cookie' })
  token!: string;
}

export class HealthDto implements HealthResponse {
  @ApiProperty({ enum: ['ok'] }) status!: 'ok';
  @ApiProperty({ enum: ['up'] }) database!: 'up';
}

export class ReadinessDto implements ReadinessResponse {
  @ApiProperty({ enum: ['ready'] }) status!: 'ready';
}

@ApiTags('platform')
@Controller()
export class PlatformController {
  constructor(
    private readonly database: DatabaseHealth,
    private readonly readiness: Readiness,
  ) {}

  @Endpoint(API.platform.csrfToken, {
    summary: 'The CSRF token of this browser (also set as the tpp_csrf cookie)',
    ok: CsrfTokenDto,
  })
  csrfToken(@Req() request: FastifyRequest) {
    return { token: csrfTokenOf(request) };
  }

  @Endpoint(API.platform.health, {
    summary: 'Liveness with a database round trip',
    ok: HealthDto,
    errors: [503],
  })
  health() {
    return this.database.check();
  }

  @Endpoint(API.platform.ready, {
    summary:
      'Readiness: 200 once migrations ran and the app is up; 503 while starting and once shutdown began',
    ok: ReadinessDto,
    errors: [503],
  })
  ready() {
    return this.readiness.check();
  }
}
