import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { LogController } from 'fastify';
import { AppModule, type AppModuleOptions } from './app.module.js';
import { fastifyTrustProxy } from './config/app-config.js';
import { ApiExceptionFilter } from './infrastructure/http/api-exception.filter.js';
import { registerCsrfProtection } from './infrastructure/http/csrf.js';
import {
  frameworkErrorAnswer,
  registerBodyPolicy,
  registerInputGuard,
  routesWithBodyOf,
} from './infrastructure/http/input-guard.js';
import { registerPrivateAnswers } from './infrastructure/http/private-answers.js';
import { setUpOpenApi } from './infrastructure/http/openapi.js';
import { REQUEST_ID_HEADER, requestIdFor } from './infrastructure/http/request-id.js';
import { pagePolicyFor, registerSecurityHeaders } from './infrastructure/http/security-headers.js';
import { Readiness } from './infrastructure/http/readiness.js';
import { registerStaticSite } from './infrastructure/http/static-site.js';
import { createValidationPipe } from './infrastructure/http/validation.js';
import { NestPinoLogger } from './infrastructure/logging/logger.js';
import { loggedUrl } from './infrastructure/logging/logged-url.js';
import { openGraphPageRenderer } from './modules/sharing/open-graph-page.js';
import { OpenGraphService } from './modules/sharing/services/open-graph.service.js';
import { PublicSheetFastPath } from './modules/sheets/services/public-sheet-fast-path.js';
import { seedDemo } from './seed/demo-seeds.js';
import { AnalyticsFastPath } from './modules/analytics/services/analytics-fast-path.js';
import { registerUploadPutRoute } from './modules/uploads/services/upload-put-route.js';
import { LOCAL_UPLOAD_PATH, UploadsService } from './modules/uploads/services/uploads.service.js';

export { Readiness };

/** Builds the whole HTTP application (initialised, not listening): used by main.ts and by the tests. */
export async function createApp(options: AppModuleOptions): Promise<NestFastifyApplication> {
  const { config, logger } = options;
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    logController: new LogController({ disableRequestLogging: true }),
    // TRUST_PROXY: a hop count or the proxies' addresses, never every peer (config/app-config.ts).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: requestIdFor,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorAnswer,
    // During shutdown a request that reached this process on an open connection is still
    // answered (with Connection: close), not refused with 503: a proxy cannot resend a POST.
    return503OnClosing: false,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(options), adapter, {
    logger: new NestPinoLogger(logger),
    abortOnError: false,
    // Only JSON bodies are parsed (no form parser: an HTML form on any site can post one).
    bodyParser: false,
  });
  app.useBodyParser('application/json', { bodyLimit: 1024 * 1024 });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.removeContentTypeParser('text/plain');

  fastify.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // Before every route (the fast paths too): each answer carries the security headers.
  await registerSecurityHeaders(fastify, config);
  // Answers that declare no caching of their own are never stored (private-answers.ts).
  registerPrivateAnswers(fastify);
  app.get(Readiness).register(fastify);
  app.get(PublicSheetFastPath).register(fastify);
  await app.register(fastifyCookie);
  // Bundles and JSON answers travel gzip-compressed to browsers that accept it.
  await app.register(fastifyCompress, { encodings: ['gzip', 'deflate'], threshold: 1024 });
  // Decided on the routed pattern; the signed local upload PUT is authorised by its signature.
  registerCsrfProtection(fastify, { secureCookies: config.secureCookies, exemptRoutes: [LOCAL_UPLOAD_PATH] });
  registerInputGuard(fastify);
  // After the CSRF check and the input guard: the common analytics events skip Nest's pipeline.
  app.get(AnalyticsFastPath).register(fastify);
  await registerUploadPutRoute(fastify, app.get(UploadsService));
  fastify.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: loggedUrl(request.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });

  app.useGlobalFilters(new ApiExceptionFilter(logger));
  app.useGlobalPipes(createValidationPipe());
  const openApi = setUpOpenApi(app, { extra: (options.extraModules ?? []).length > 0 });
  // After the CSRF check: /api calls take JSON bodies only, and only where the route takes one.
  registerBodyPolicy(fastify, {
    routesWithBody: routesWithBodyOf(openApi),
    exemptRoutes: new Set([LOCAL_UPLOAD_PATH]),
  });
  await registerStaticSite(fastify, {
    staticRoot: config.staticRoot,
    remoteManifestUrls: config.remoteManifestUrls,
    pagePolicy: pagePolicyFor(config),
    renderPage: openGraphPageRenderer(app.get(OpenGraphService)),
    inject: async (url, page) => {
      const answer = await fastify.inject({
        method: 'GET',
        url,
        remoteAddress: page.ip,
        headers: {
          accept: 'application/json',
          ...(page.cookie ? { cookie: page.cookie } : {}),
          ...(page.userAgent ? { 'user-agent': page.userAgent } : {}),
        },
      });
      const setCookie = answer.headers['set-cookie'];
      return {
        statusCode: answer.statusCode,
        contentType: String(answer.headers['content-type'] ?? ''),
        payload: answer.payload,
        setCookie: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
      };
    },
  });
  await app.init();

  if (config.seedDemo) await seedDemo(app);
  // Migrations ran (TypeORM, during init) and the seeds are written: traffic may come.
  app.get(Readiness).markReady();
  return app;
}
