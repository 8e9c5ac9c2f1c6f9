import { Hono } from 'hono';
import { methodNotAllowed } from 'hono/method-not-allowed';
import type { Kysely } from 'kysely';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/Database.ts';
import { bodySizeLimit } from './http/bodySizeLimit.ts';
import { errorBody } from './http/errorBody.ts';
import { errorHandler } from './http/errorHandler.ts';
import { errorMessages } from './http/errorMessages.ts';
import { normalizeThrown } from './http/normalizeThrown.ts';
import { notFound } from './http/notFound.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import { consoleLogger, type Logger } from './Logger.ts';
import { health } from './routes/health.ts';
import { serveWebApp } from './static/serveWebApp.ts';

export interface AppDeps {
  readonly db: Kysely<Database>;
  readonly config: ServerConfig;
  /** The built web app (dist/); without it the server is API only. */
  readonly staticDir?: string;
  /** Defaults to the console; tests pass a capturing or silent one. */
  readonly log?: Logger;
}

/** Paths owned by the API: unknown ones answer JSON 404, never the web app. */
export const isApiPath = (pathname: string): boolean =>
  pathname === '/v1' || pathname.startsWith('/v1/') || pathname === '/health' || pathname.startsWith('/health/');

/**
 * The whole HTTP surface: API routes (one module per resource in routes/) and, with staticDir,
 * the web app. Order matters: cross-cutting middleware first, then routes, then the web app.
 */
export function createApp(deps: AppDeps): Hono {
  const { db, config, staticDir } = deps;
  const log = deps.log ?? consoleLogger;
  const app = new Hono();

  app.onError(errorHandler(log));
  app.notFound(notFound);

  app.use(securityHeaders());
  app.use(normalizeThrown());
  app.use(
    methodNotAllowed({
      app,
      onMethodNotAllowed: (_c, methods) => errorBody(405, errorMessages.methodNotAllowed, undefined, { Allow: methods.join(', ') }),
    }),
  );
  app.use(bodySizeLimit({ json: config.maxJsonBodyBytes, upload: config.maxUploadBodyBytes }));

  // Resources (each module owns its paths under /v1/…).
  app.route('/', health({ db, log }));

  // Last: only what no route answered reaches the web app.
  if (staticDir !== undefined) app.use(serveWebApp({ root: staticDir, isApiPath, log }));

  return app;
}
