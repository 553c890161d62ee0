import { applyDecorators } from '@nestjs/common';
import type { INestApplication } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiHeader,
  ApiResponse,
  DocumentBuilder,
  SwaggerModule,
  type OpenAPIObject,
} from '@nestjs/swagger';
import { CSRF_COOKIE, CSRF_HEADER, PRODUCT_NAME, SESSION_COOKIE } from '@tpp/contracts';
import { ApiErrorBodyDto } from './api-error-body.dto.js';

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input: `fields` names each field with its messages',
  401: "No valid session: 'Please sign in.'",
  403: 'Missing or invalid CSRF token',
  404: 'Not found (also for another team’s objects)',
  409: 'Conflict: changed elsewhere (SHEET_CHANGED, COLLECTION_CHANGED) or already exists',
  429: 'Too many attempts (RATE_LIMITED), with Retry-After',
  503: 'A dependency (the database) is down',
};

/** Documents one error answer (ApiErrorBody), with the description of its status unless given. */
function ApiError(
  status: number,
  description = ERROR_DESCRIPTIONS[status] ?? 'Error',
): MethodDecorator & ClassDecorator {
  return ApiResponse({ status, description, type: ApiErrorBodyDto });
}

/** Documents the error answers (ApiErrorBody) a route can give. */
export function ApiErrors(...statuses: number[]): MethodDecorator & ClassDecorator {
  return applyDecorators(...statuses.map((status) => ApiError(status)));
}

/** A state-changing route: needs the double-submit CSRF header. */
export function CsrfProtected(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiHeader({
      name: CSRF_HEADER,
      required: true,
      description: `Must equal the ${CSRF_COOKIE} cookie (GET /api/csrf-token)`,
    }),
    ApiErrors(403),
  );
}

/**
 * A route that needs a signed-in session (SignedInGuard): 401 without one, 403 for a disabled
 * account, and for a caller without a team or without the role the route needs.
 */
export function SessionRequired(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiCookieAuth('session'),
    ApiErrors(401),
    ApiError(403, 'Not allowed: a disabled account, no team, or not the role the route needs'),
  );
}

/**
 * The document of the app's own routes depends only on the code, so a process builds it once
 * (the scan took 0.4 s of the 1.1 s an app needs to start, and the API tests start about ninety
 * apps a run). An app with modules added (`extra`, a test's routes) gets a document of its own.
 */
let ownRoutesDocument: OpenAPIObject | undefined;

function buildDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle(`${PRODUCT_NAME} API`)
    .setDescription(
      'Every error answers `{ statusCode, error, message }` (plus `fields` for invalid input, `requestId` for 500). ' +
        `Writes (POST/PUT/PATCH/DELETE, and GET /api/user/signout) need the \`${CSRF_HEADER}\` header equal to the \`${CSRF_COOKIE}\` cookie.`,
    )
    .setVersion('1')
    .addCookieAuth(SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }, 'session')
    .build();
  return SwaggerModule.createDocument(app, config);
}

/** Serves the OpenAPI document at /api/docs-json (and its UI at /api/docs); answers the document. */
export function setUpOpenApi(app: INestApplication, { extra }: { extra: boolean }): OpenAPIObject {
  const document = extra ? buildDocument(app) : (ownRoutesDocument ??= buildDocument(app));
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
  return document;
}
