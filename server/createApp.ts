import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { methodNotAllowed } from 'hono/method-not-allowed';
import type { Kysely } from 'kysely';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/Database.ts';
import { LiveSessionCache } from './auth/LiveSessionCache.ts';
import { VerifiedTokenCache } from './auth/VerifiedTokenCache.ts';
import { bodySizeLimit } from './http/bodySizeLimit.ts';
import { concurrencyLimit } from './http/concurrencyLimit.ts';
import { errorBody } from './http/errorBody.ts';
import { errorHandler } from './http/errorHandler.ts';
import { normalizeThrown } from './http/normalizeThrown.ts';
import { notFound } from './http/notFound.ts';
import { messageFor, requestLocale } from './i18n/requestLocale.ts';
import { SavedLocaleCache } from './i18n/savedLocales.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import { consoleLogger, type Logger } from './Logger.ts';
import { createMailService } from './mail/createMailService.ts';
import type { MailService } from './mail/MailService.ts';
import { withFcm } from './notifications/createPushHub.ts';
import { hasNotificationDelivery, withNotificationDelivery } from './notifications/notificationDelivery.ts';
import { FcmSender } from './notifications/FcmSender.ts';
import { InProcessPushHub } from './notifications/InProcessPushHub.ts';
import type { PushHub } from './notifications/PushHub.ts';
import { SessionStreams } from './notifications/SessionStreams.ts';
import { createPaymentProvider } from './payments/createPaymentProvider.ts';
import type { PaymentProvider } from './payments/PaymentProvider.ts';
import { TestCardProvider } from './payments/TestCardProvider.ts';
import { cardSandboxRoutes } from './routes/cardSandbox.ts';
import { crossingPaperRoutes } from './routes/crossingPapers.ts';
import { createFileStore } from './storage/createFileStore.ts';
import type { FileStore } from './storage/FileStore.ts';
import { activityRoutes } from './routes/activity.ts';
import { addressRoutes } from './routes/address.ts';
import { adminRoutes } from './routes/admin.ts';
import { authRoutes } from './routes/auth.ts';
import { contactRoutes } from './routes/contact.ts';
import { exportRoutes } from './routes/exports.ts';
import { guidelinePageRoutes } from './routes/guidelinePages.ts';
import { health } from './routes/health.ts';
import { imageUploadRoutes } from './routes/imageUpload.ts';
import { instantQuoteRoutes } from './routes/instantQuote.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { orderRoutes } from './routes/order.ts';
import { orderTrackingRoutes } from './routes/orderTracking.ts';
import { invitationRoutes } from './routes/invitations.ts';
import { localeRoutes } from './routes/locale.ts';
import { otpRoutes } from './routes/otp.ts';
import { paymentRoutes } from './routes/payment.ts';
import { profileRoutes } from './routes/profile.ts';
import { resetPasswordRoutes } from './routes/resetPassword.ts';
import { sessionRoutes } from './routes/sessions.ts';
import { subUserRoutes } from './routes/subUsers.ts';
import { tokenVerifyRoutes } from './routes/tokenVerify.ts';
import { trackingLinkRoutes } from './routes/trackingLinks.ts';
import { twoFactorRoutes } from './routes/twoFactor.ts';
import { transitInfoRoutes } from './routes/transitInfo.ts';
import { serveWebApp } from './static/serveWebApp.ts';
import { Messages } from '../src/schemas/messages.ts';

export interface AppDeps {
  readonly db: Kysely<Database>;
  readonly config: ServerConfig;
  /** The built web app (dist/); without it the server is API only. */
  readonly staticDir?: string;
  /** Defaults to the console; tests pass a capturing or silent one. */
  readonly log?: Logger;
  /**
   * Access-token key; defaults to config.jwtSecret, else a random key for this process only
   * (main.ts passes the persistent one from resolveJwtSecret).
   */
  readonly jwtSecret?: string;
  /** Defaults to SMTP (config.smtpUrl) or the outbox table. */
  readonly mail?: MailService;
  /** Enables /v1/admin/* for this bearer token (main.ts writes it to DATA_DIR/admin.json). */
  readonly adminToken?: string;
  /** Card payments; defaults to PayPal when configured (config.paypal), else the test-card provider. */
  readonly paymentProvider?: PaymentProvider;
  /**
   * Push to signed-in browsers; defaults to this process's event streams (plus FCM when
   * config.fcm is set). main.ts passes createPushHub's, which fans out across processes on PostgreSQL.
   * Wrapped with withNotificationDelivery unless it already is.
   */
  readonly push?: PushHub;
  /** Ping interval of the notification event stream (25 s). */
  readonly ssePingMs?: number;
  /** Where uploaded crossing papers live; defaults to createFileStore(config) (disk under DATA_DIR, or S3). */
  readonly fileStore?: FileStore;
}

/** Paths owned by the API: unknown ones answer JSON 404, never the web app. */
export const isApiPath = (pathname: string): boolean =>
  ['/v1', '/health', '/payment-sandbox'].some((root) => pathname === root || pathname.startsWith(`${root}/`));

function defaultPush(db: Kysely<Database>, config: ServerConfig, log: Logger): PushHub {
  const local = new InProcessPushHub(log);
  return config.fcm === undefined ? local : withFcm(local, new FcmSender({ account: config.fcm, db, log }));
}

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
  // First, so every answer (errors of the layers below included) is in the request's language.
  app.use(requestLocale());
  app.use(normalizeThrown());
  // Overload answers 503 + Retry-After beyond the queue; /health and the web app's files skip it.
  app.use(
    concurrencyLimit({
      maxInFlight: config.maxInFlight,
      maxQueue: config.maxQueue,
      maxQueueWaitMs: config.maxQueueWaitMs,
      exempt: (c) => c.req.path === '/health' || !isApiPath(c.req.path),
    }),
  );
  app.use(
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, methods) => errorBody(405, messageFor(c, Messages.methodNotAllowed), undefined, { Allow: methods.join(', ') }),
    }),
  );
  app.use(bodySizeLimit({ json: config.maxJsonBodyBytes, upload: config.maxUploadBodyBytes }));

  // Resources (each module owns its paths under /v1/…).
  const jwtSecret = deps.jwtSecret ?? config.jwtSecret ?? randomBytes(48).toString('base64url');
  // Every session end goes through streams, which tells the session cache to forget it.
  const sessions = new LiveSessionCache();
  const auth = {
    db,
    jwtSecret,
    mail: deps.mail ?? createMailService(config, db),
    log,
    trustProxy: config.trustProxy,
    signUpsPerIpPerHour: config.signUpsPerIpPerHour,
    sessions,
    verifiedTokens: new VerifiedTokenCache(),
    savedLocales: new SavedLocaleCache(),
    streams: new SessionStreams(sessions),
    secureCookies: config.publicUrl.startsWith('https:'),
  };
  const provider = deps.paymentProvider ?? createPaymentProvider(config, db);
  // Every announce of a new notification also sends its email and browser push, by the company's choices.
  const hub = deps.push ?? defaultPush(db, config, log);
  const push = hasNotificationDelivery(hub) ? hub : withNotificationDelivery(hub, { db, mail: auth.mail, log, publicUrl: config.publicUrl });
  app.route('/', health({ db, log }));
  app.route('/', authRoutes(auth));
  app.route('/', otpRoutes(auth));
  app.route('/', resetPasswordRoutes(auth));
  app.route('/', invitationRoutes(auth));
  app.route('/', tokenVerifyRoutes(auth));
  app.route('/', profileRoutes(auth));
  app.route('/', twoFactorRoutes(auth));
  app.route('/', sessionRoutes(auth));
  app.route('/', localeRoutes(auth));
  app.route('/', imageUploadRoutes({ ...auth, uploadQuota: { files: config.uploadQuotaFiles, bytes: config.uploadQuotaBytes } }));
  app.route('/', transitInfoRoutes(auth));
  app.route('/', addressRoutes(auth));
  app.route('/', orderRoutes(auth));
  app.route('/', orderTrackingRoutes({ ...auth, push, provider }));
  app.route('/', crossingPaperRoutes({ ...auth, push, files: deps.fileStore ?? createFileStore(config), crossingQuotaBytes: config.crossingFilesBytesPerCompany }));
  app.route('/', paymentRoutes({ ...auth, provider, push }));
  // The built-in provider's card endpoint, standing where a real provider's card fields would be.
  if (provider instanceof TestCardProvider) app.route('/', cardSandboxRoutes(provider));
  app.route('/', notificationRoutes({ ...auth, push, ...(deps.ssePingMs !== undefined ? { ssePingMs: deps.ssePingMs } : {}) }));
  app.route('/', trackingLinkRoutes({ ...auth, push, ...(deps.ssePingMs !== undefined ? { ssePingMs: deps.ssePingMs } : {}) }));
  app.route('/', subUserRoutes(auth));
  app.route('/', activityRoutes(auth));
  app.route('/', exportRoutes(auth));
  app.route('/', guidelinePageRoutes(auth));
  app.route('/', contactRoutes(auth));
  app.route('/', instantQuoteRoutes({ db, trustProxy: config.trustProxy, quotesPerIpPerHour: config.quotesPerIpPerHour }));
  app.route('/', adminRoutes({ db, adminToken: deps.adminToken, push }));

  // Last: only what no route answered reaches the web app.
  if (staticDir !== undefined) app.use(serveWebApp({ root: staticDir, isApiPath, log }));

  return app;
}
