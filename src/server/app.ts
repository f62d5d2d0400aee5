import path from 'node:path';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { handleAuthRequest } from '#server/auth/auth-handler.ts';
import { sessionResolver } from '#server/auth/guards.ts';
import { refuseForeignOrigins } from '#server/auth/origin-check.ts';
import { accessLog, requestIdHeader } from '#server/http/access-log.ts';
import { limitRequestBodies } from '#server/http/body-limit.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import type { AppDeps } from '#server/deps.ts';
import { renderApiReference } from '#server/http/api-reference.ts';
import { createApi } from '#server/api.ts';
import { betterAuthOpenApi } from '#server/auth/auth-openapi.ts';
import { apiDocument } from '#server/http/openapi-document.ts';
import { AppError } from '#server/errors.ts';
import { isDataException, refuseData } from '#server/http/data-exception.ts';
import { errorBody } from '#server/http/errors.ts';
import { logSecurityEvent } from '#server/http/security-events.ts';
import { securityHeaders } from '#server/http/security-headers.ts';
import { siteFileRoutes } from '#server/http/site-files.ts';
import { linkCardRoutes } from '#server/http/link-card.routes.ts';
import { createPageHints, loadBuildManifest } from '#server/http/page-hints.ts';
import { leadImageHints, spaPageFor } from '#server/http/spa-pages.ts';
import { loadStaticFiles, serveSpa } from '#server/http/static-files.ts';
import { devMailRoutes } from '#server/integrations/mail/dev-mail.routes.ts';
import { localPaymentPages } from '#server/modules/billing/index.ts';
import { mediaRoutes } from '#server/modules/media/index.ts';
import { newsFeedRoutes } from '#server/modules/news/index.ts';
import { reminderPages } from '#server/modules/progress/index.ts';
import { probeRoutes, readiness } from '#server/modules/health/index.ts';
import { metricsRoutes } from '#server/modules/metrics/index.ts';
import { databaseUnavailableResponse, isDatabaseUnavailable } from '#server/db/db-errors.ts';

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const api = createApi();

  app.use('*', requestIdHeader(), securityHeaders(deps.env.isProduction, deps.media.direct?.origin));
  // Probes answer before the access log: a load balancer asks every few seconds.
  app.route('/', probeRoutes(deps));
  deps.metrics.watchReadiness(async () => (await readiness(deps)).ready);
  app.use('*', deps.metrics.middleware());
  app.route('/', metricsRoutes(deps.metrics, deps.env.metricsToken));
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  if (deps.logger.isLevelEnabled('info')) app.use('*', accessLog(deps.logger));
  // Before anything reads a body: Better Auth, the API, the local checkout pages alike.
  app.use('*', limitRequestBodies());
  const resolveSession = sessionResolver(deps);
  const sameOriginWrites = refuseForeignOrigins(deps.env.trustedOrigins);
  app.use('/api/*', resolveSession, sameOriginWrites);

  app.on(['GET', 'POST'], '/api/auth/*', handleAuthRequest);

  // The document and its reference page are public by nature and sit outside the declared API.
  // Made on first request: Better Auth describes its endpoints asynchronously.
  let documents: Promise<{ json: string; html: string }> | undefined;
  const published = () =>
    (documents ??= betterAuthOpenApi(deps.auth).then((auth) => {
      const document = apiDocument(api, deps.env, auth);
      return { json: JSON.stringify(document), html: renderApiReference(document) };
    }));
  app.get('/api/openapi.json', async (c) =>
    c.body((await published()).json, 200, { 'Content-Type': 'application/json' }),
  );
  app.get('/api/docs', async (c) => c.html((await published()).html));
  app.route('/api', api);
  app.all('/api/*', (c) =>
    c.json(errorBody('not_found', `No API route for ${c.req.method} ${c.req.path}`), 404),
  );

  app.route('/media', mediaRoutes());
  app.route('/', siteFileRoutes());
  app.route('/', linkCardRoutes());
  app.route('/', newsFeedRoutes());
  // Reached from a mail without signing in (a signed link), and by mail providers' one-click POST.
  app.route('/', reminderPages());
  // The built-in provider's checkout and portal: pages of this server, signed-in, same-origin writes only.
  if (deps.payments.local) {
    app.use('/billing/local/*', resolveSession, sameOriginWrites);
    app.route('/billing/local', localPaymentPages(deps.payments.local));
  }
  // The dev outbox in a browser: never in production, and only while mail is not sent by SMTP.
  if (!deps.env.isProduction && deps.mailer.kind === 'outbox') {
    app.route('/dev/mail', devMailRoutes(path.join(deps.env.dataDir, 'outbox')));
  }
  const pageHints = createPageHints(loadBuildManifest(deps.env.clientDistDir));
  app.use(
    '*',
    serveSpa(loadStaticFiles(deps.env.clientDistDir, deps.env.appUrl), async (pathname, search) => {
      const page = await spaPageFor(deps, pathname, search);
      if (page.status !== 200) return page;
      return { ...page, links: [...pageHints(pathname, search), ...(await leadImageHints(deps, pathname))] };
    }),
  );
  app.notFound((c) => c.json(errorBody('not_found', 'Not found'), 404));

  app.onError((error, c) => {
    if (error instanceof AppError) {
      if (error.code === 'invalid_signature')
        logSecurityEvent(c, 'webhook_signature_invalid', { status: 400 });
      else if (error.status === 401 || error.status === 403)
        logSecurityEvent(c, 'access_denied', { status: error.status, code: error.code });
      return c.json(errorBody(error.code, error.message, error.issues), error.status);
    }
    // Hono's own client errors, such as a body that is not valid JSON, keep their 4xx status.
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(
        errorBody('bad_request', error.message || 'The request could not be read.'),
        error.status,
      );
    }
    if (isDataException(error)) return refuseData(c, error);
    if (isDatabaseUnavailable(error)) return databaseUnavailableResponse(c, error, deps.logger);
    deps.logger.error({ err: error, requestId: c.get('requestId'), path: c.req.path }, 'unhandled error');
    return c.json(errorBody('internal_error', 'An unexpected error occurred'), 500);
  });
  return app;
}
