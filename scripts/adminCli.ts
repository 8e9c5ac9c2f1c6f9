// Operator CLI: `npm run admin -- <command>` (see USAGE; scripts/admin.ts is the process). Reads
// DATABASE_URL / DATA_DIR like the server. PGlite admits one process, so while a server holds the
// data directory the commands go through that server's admin API (DATA_DIR/admin.json: port and a
// per-start token).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { readAdminFile, type AdminFile } from '../server/admin/adminFile.ts';
import {
  OUTBOX_DEFAULT_LIMIT,
  OUTBOX_MAX_LIMIT,
  readOutbox,
  setAdminVerification,
  type OutboxEntry,
  type VerificationResult,
} from '../server/admin/adminOperations.ts';
import { AdvanceError, advanceOrder, type AdvanceOptions, type AdvanceResult } from '../server/admin/advanceOrder.ts';
import { ADVANCE_TARGETS, type AdvanceTarget } from '../src/schemas/orderStatus.ts';
import { ConfigError, loadConfig, type ServerConfig } from '../server/config.ts';
import {
  CONTACT_MESSAGES_DEFAULT_LIMIT,
  CONTACT_MESSAGES_MAX_LIMIT,
  readContactMessages,
  type ContactMessage,
} from '../server/content/contactMessages.ts';
import { listGuidelinePages, upsertGuidelinePage, type GuidelinePageListing, type UpsertedPage } from '../server/content/guidelinePageStore.ts';
import { PageFileError, parsePageFile } from '../server/content/pageFile.ts';
import { createDatabase, databaseTargetOf, DatabaseUnavailableError } from '../server/db/createDatabase.ts';
import { DataDirLockedError } from '../server/db/lockDataDir.ts';
import { MigrationError, migrateToLatest } from '../server/db/migrateToLatest.ts';
import type { Logger } from '../server/Logger.ts';
import { silentLogger } from '../server/Logger.ts';
import { createPushHub } from '../server/notifications/createPushHub.ts';
import { withNotificationDelivery } from '../server/notifications/notificationDelivery.ts';
import { createMailService } from '../server/mail/createMailService.ts';
import { EMAIL_PATTERN } from '../src/schemas/fields.ts';
import { GuidelinePageInput, type GuidelinePage } from '../src/schemas/guidelinePage.ts';
import { QUOTE_ID_PATTERN, type InstantQuote } from '../src/schemas/instantQuote.ts';
import { MOVEMENT_ID_PATTERN } from '../src/schemas/order.ts';
import { endQuoteHold } from '../server/service/instantQuotes.ts';
import { crossingReviewOf, reviewCrossingItem, type CrossingDecision, type CrossingReview } from '../server/admin/reviewCrossingItem.ts';
import { HttpError } from '../server/http/HttpError.ts';
import { CROSSING_ITEM_KINDS, type CrossingItemKind } from '../src/schemas/crossingPapers.ts';
import { validate, type FieldErrors } from '../src/schemas/validate.ts';

const USAGE = `Usage: npm run admin -- <command>

Commands:
  verify <email>                      mark the account's company as verified by the admin
  unverify <email>                    take that verification back
  outbox [--to <email>] [--limit N]   the newest mails of the outbox, newest first (default ${OUTBOX_DEFAULT_LIMIT}, at most ${OUTBOX_MAX_LIMIT})
  page <file.md>                      create or update a guideline page from a Markdown file with front matter
  pages                               list the guideline pages
  messages [--limit N]                the newest contact-form messages, newest first (default ${CONTACT_MESSAGES_DEFAULT_LIMIT}, at most ${CONTACT_MESSAGES_MAX_LIMIT})
  advance <movementId> [--to S]       move an order one step on as its carrier would, notifying the
                                      customer: NewAssignments -> Pending (carrier, truck, operator
                                      near the port) -> InProgress (crossing QR, bill of lading) ->
                                      Completed (proof of delivery); --to ${ADVANCE_TARGETS.join('|')} runs
                                      every step up to S. Assignment options: --carrier <name>,
                                      --plate <plate>, --operator <name>, --phone <10 digits>
  expire-quote <quoteId>              end an instant quote's hold now (a price given in error): its
                                      link says it no longer holds, and booking it is priced today
  docs <movementId>                   the order's crossing papers: each item, required or not, its
                                      status, file or data, and the readiness ("3 of 5 ready")
  accept <movementId> <kind>          accept an uploaded paper (kinds: ${CROSSING_ITEM_KINDS.join(', ')})
  reject <movementId> <kind> --reason "…"
                                      reject an uploaded paper; the customer reads the reason
  help                                this text

A page file starts with its front matter, then the body in Markdown (# and ## headings,
paragraphs, "-" lists, **bold**, [text](url)); a page with the same slug is replaced:

  ---
  title: Terms and conditions
  subTitle: The agreement between your company and Cargo Connects
  slug: terms-condition
  category: policy            (policy, help or how-it-works)
  position: 2                 (order within the category)
  ---
  These terms apply to every company that registers…

Uses DATABASE_URL (PostgreSQL) or DATA_DIR (embedded database, default ./data) like the server,
and works whether or not the server is running.`;

/** A failure the operator can act on: one line on stderr, exit 1. */
class CliError extends Error {}

type Command =
  | { readonly kind: 'help' }
  | { readonly kind: 'verify'; readonly email: string; readonly verified: boolean }
  | { readonly kind: 'outbox'; readonly to?: string; readonly limit: number }
  | { readonly kind: 'page'; readonly file: string }
  | { readonly kind: 'pages' }
  | { readonly kind: 'messages'; readonly limit: number }
  | { readonly kind: 'advance'; readonly movementId: string; readonly options: AdvanceOptions }
  | { readonly kind: 'expireQuote'; readonly quoteId: string }
  | { readonly kind: 'docs'; readonly movementId: string }
  | { readonly kind: 'review'; readonly movementId: string; readonly item: CrossingItemKind; readonly decision: CrossingDecision };

function parseLimit(value: string, max: number): number {
  const limit = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(limit >= 1 && limit <= max)) throw new CliError(`--limit must be a whole number from 1 to ${max}`);
  return limit;
}

/** `--flag value` and `--flag=value` pairs; every flag needs a value. */
function* flags(command: string, args: readonly string[]): Generator<readonly [string, string]> {
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i]!.split(/=(.*)/s, 2) as [string, string | undefined];
    if (!flag.startsWith('--')) throw new CliError(`Unexpected argument "${args[i]}" for ${command}\n\n${USAGE}`);
    const value = inline ?? args[++i];
    if (value === undefined) throw new CliError(`${flag} needs a value`);
    yield [flag, value];
  }
}

function parse(args: readonly string[]): Command {
  const [name, ...rest] = args;
  switch (name) {
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      return { kind: 'help' };
    case 'verify':
    case 'unverify': {
      const [email, ...extra] = rest;
      if (email === undefined || extra.length > 0) throw new CliError(`${name} takes one email address: npm run admin -- ${name} <email>`);
      if (!EMAIL_PATTERN.test(email.trim())) throw new CliError(`"${email}" is not an email address`);
      return { kind: 'verify', email: email.trim().toLowerCase(), verified: name === 'verify' };
    }
    case 'outbox': {
      let to: string | undefined;
      let limit = OUTBOX_DEFAULT_LIMIT;
      for (const [flag, value] of flags(name, rest)) {
        if (flag === '--to') to = value.trim().toLowerCase();
        else if (flag === '--limit') limit = parseLimit(value, OUTBOX_MAX_LIMIT);
        else throw new CliError(`Unknown option ${flag} for outbox\n\n${USAGE}`);
      }
      return to === undefined ? { kind: 'outbox', limit } : { kind: 'outbox', to, limit };
    }
    case 'page': {
      const [file, ...extra] = rest;
      if (file === undefined || extra.length > 0) throw new CliError('page takes one Markdown file: npm run admin -- page <file.md>');
      return { kind: 'page', file };
    }
    case 'pages':
      if (rest.length > 0) throw new CliError('pages takes no arguments: npm run admin -- pages');
      return { kind: 'pages' };
    case 'messages': {
      let limit = CONTACT_MESSAGES_DEFAULT_LIMIT;
      for (const [flag, value] of flags(name, rest)) {
        if (flag === '--limit') limit = parseLimit(value, CONTACT_MESSAGES_MAX_LIMIT);
        else throw new CliError(`Unknown option ${flag} for messages\n\n${USAGE}`);
      }
      return { kind: 'messages', limit };
    }
    case 'advance': {
      const [movementId, ...options] = rest;
      if (movementId === undefined || movementId.startsWith('--')) throw new CliError('advance takes a movement id: npm run admin -- advance <movementId> [--to Completed]');
      const id = movementId.trim().toUpperCase();
      if (!MOVEMENT_ID_PATTERN.test(id)) throw new CliError(`"${movementId}" is not a movement id (like CC26000001)`);
      let to: AdvanceTarget | undefined;
      const carrier: Record<string, string> = {};
      const carrierFlags: Record<string, string> = { '--carrier': 'name', '--plate': 'truckPlate', '--operator': 'operatorName', '--phone': 'operatorPhone' };
      for (const [flag, value] of flags(name, options)) {
        if (flag === '--to') {
          to = ADVANCE_TARGETS.find((target) => target.toLowerCase() === value.trim().toLowerCase());
          if (to === undefined) throw new CliError(`--to must be one of ${ADVANCE_TARGETS.join(', ')}`);
        } else if (carrierFlags[flag] !== undefined) carrier[carrierFlags[flag]] = value.trim();
        else throw new CliError(`Unknown option ${flag} for advance\n\n${USAGE}`);
      }
      return { kind: 'advance', movementId: id, options: { ...(to !== undefined ? { to } : {}), carrier } };
    }
    case 'docs': {
      const [movementId, ...extra] = rest;
      if (movementId === undefined || extra.length > 0) throw new CliError('docs takes a movement id: npm run admin -- docs <movementId>');
      return { kind: 'docs', movementId: movementIdOf(movementId) };
    }
    case 'accept':
    case 'reject': {
      const [movementId, item, ...options] = rest;
      const usage = name === 'accept' ? 'npm run admin -- accept <movementId> <kind>' : 'npm run admin -- reject <movementId> <kind> --reason "…"';
      if (movementId === undefined || item === undefined || movementId.startsWith('--') || item.startsWith('--')) throw new CliError(`${name} takes a movement id and a kind: ${usage}`);
      if (!(CROSSING_ITEM_KINDS as readonly string[]).includes(item)) throw new CliError(`Unknown kind "${item}": one of ${CROSSING_ITEM_KINDS.join(', ')}`);
      let reason: string | undefined;
      for (const [flag, value] of flags(name, options)) {
        if (flag === '--reason' && name === 'reject') reason = value.trim();
        else throw new CliError(`Unknown option ${flag} for ${name}\n\n${USAGE}`);
      }
      if (name === 'reject' && (reason === undefined || reason === '')) throw new CliError(`reject needs a reason the customer can act on: ${usage}`);
      const decision: CrossingDecision = name === 'accept' ? { accept: true } : { accept: false, reason: reason! };
      return { kind: 'review', movementId: movementIdOf(movementId), item: item as CrossingItemKind, decision };
    }
    case 'expire-quote': {
      const [quoteId, ...extra] = rest;
      if (quoteId === undefined || extra.length > 0) throw new CliError('expire-quote takes a quote id: npm run admin -- expire-quote <quoteId>');
      if (!QUOTE_ID_PATTERN.test(quoteId.trim())) throw new CliError(`"${quoteId}" is not a quote id (the last part of its /quote/ link)`);
      return { kind: 'expireQuote', quoteId: quoteId.trim() };
    }
    default:
      throw new CliError(`Unknown command "${name}"\n\n${USAGE}`);
  }
}

/** The operations, against the database itself or through the running server. */
interface Admin {
  verify(email: string, verified: boolean): Promise<VerificationResult | undefined>;
  outbox(options: { readonly to?: string; readonly limit: number }): Promise<OutboxEntry[]>;
  upsertPage(page: GuidelinePageInput): Promise<UpsertedPage>;
  pages(): Promise<GuidelinePageListing[]>;
  messages(limit: number): Promise<ContactMessage[]>;
  advance(movementId: string, options: AdvanceOptions): Promise<AdvanceResult>;
  expireQuote(quoteId: string): Promise<InstantQuote | undefined>;
  docs(movementId: string): Promise<CrossingReview>;
  review(movementId: string, kind: CrossingItemKind, decision: CrossingDecision): Promise<CrossingReview>;
  close(): Promise<void>;
}

/** Push failures of the CLI's own steps go to stderr (they never stop a step). */
const stderrLogger: Logger = { info: () => undefined, warn: (m) => console.error(m), error: (m) => console.error(m) };

async function connect(config: ServerConfig): Promise<Admin> {
  if (config.databaseUrl === undefined && !existsSync(config.dataDir)) {
    throw new CliError(`No database in ${config.dataDir} yet: start the server once (npm start), or set DATA_DIR or DATABASE_URL`);
  }
  try {
    const handle = await createDatabase(databaseTargetOf(config), silentLogger);
    try {
      await migrateToLatest(handle.db);
    } catch (error) {
      await handle.close();
      throw error;
    }
    // PostgreSQL: NOTIFY reaches the event streams of every running API process; PGlite: no server
    // runs (it would hold the directory), so only FCM, when configured, has browsers to reach.
    const hub = await createPushHub({
      db: handle.db,
      log: stderrLogger,
      ...(config.databaseUrl !== undefined ? { databaseUrl: config.databaseUrl } : {}),
      ...(config.fcm !== undefined ? { fcm: config.fcm } : {}),
    });
    // The notifications an advance raises are emailed and pushed by the company's choices, as from the API.
    const push = withNotificationDelivery(hub, { db: handle.db, mail: createMailService(config, handle.db), log: stderrLogger, publicUrl: config.publicUrl });
    return {
      verify: (email, verified) => setAdminVerification(handle.db, email, verified),
      outbox: (options) => readOutbox(handle.db, options),
      upsertPage: (page) => upsertGuidelinePage(handle.db, page),
      pages: () => listGuidelinePages(handle.db),
      messages: (limit) => readContactMessages(handle.db, limit),
      expireQuote: (quoteId) => endQuoteHold(handle.db, quoteId),
      docs: (movementId) => refusalsAsCliErrors(() => crossingReviewOf(handle.db, movementId)),
      review: (movementId, kind, decision) => refusalsAsCliErrors(() => reviewCrossingItem({ db: handle.db, push }, movementId, kind, decision)),
      advance: async (movementId, options) => {
        try {
          return await advanceOrder({ db: handle.db, push }, movementId, options);
        } catch (error) {
          if (error instanceof AdvanceError) throw new CliError(error.message);
          throw error;
        }
      },
      close: async () => {
        await push.close();
        await handle.close();
      },
    };
  } catch (error) {
    if (error instanceof DataDirLockedError) return viaServer(config.dataDir, error.pid);
    throw error;
  }
}

/** The server holding the data directory writes admin.json once it is ready; wait for that one. */
async function adminFileOf(dataDir: string, serverPid: number): Promise<AdminFile> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const file = await readAdminFile(dataDir);
    if (file !== undefined && (file.pid === serverPid || !Number.isSafeInteger(serverPid))) return file;
    if (Date.now() > deadline) {
      throw new CliError(`The server (pid ${serverPid}) holds ${dataDir} but has not written admin.json; is it still starting? Try again.`);
    }
    await sleep(250);
  }
}

async function viaServer(dataDir: string, serverPid: number): Promise<Admin> {
  const { host, port, token } = await adminFileOf(dataDir, serverPid);
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  console.error(`(through the running server, pid ${serverPid}, ${base})`);

  const call = async <T>(method: string, route: string, body?: unknown): Promise<{ status: number; data?: T; message?: string; errors?: FieldErrors }> => {
    let res: Response;
    try {
      res = await fetch(`${base}${route}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
    } catch (error) {
      throw new CliError(`Cannot reach the server at ${base}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const parsed = (await res.json().catch(() => ({}))) as { data?: T; message?: string; errors?: FieldErrors };
    return { status: res.status, ...parsed };
  };
  const refused = (res: { status: number; message?: string }): CliError => new CliError(`The server refused: ${res.status} ${res.message ?? ''}`.trim());

  return {
    async verify(email, verified) {
      const res = await call<VerificationResult>('POST', '/v1/admin/accounts/verification', { email, verified });
      if (res.status === 404 && res.message?.startsWith('No account')) return undefined;
      if (res.status !== 200 || res.data === undefined) throw new CliError(`The server refused: ${res.status} ${res.message ?? ''}`.trim());
      return res.data;
    },
    async outbox({ to, limit }) {
      const query = new URLSearchParams({ limit: String(limit), ...(to !== undefined ? { to } : {}) });
      const res = await call<OutboxEntry[]>('GET', `/v1/admin/outbox?${query}`);
      if (res.status !== 200 || res.data === undefined) throw refused(res);
      return res.data;
    },
    async upsertPage(page) {
      const { slug, ...rest } = page;
      const res = await call<GuidelinePage>('PUT', `/v1/admin/guideline-pages/${encodeURIComponent(slug)}`, rest);
      // The server checks with the same schema; its field errors read like the local ones.
      if (res.status === 400 && res.errors !== undefined) throw new CliError(invalidPage(slug, res.errors));
      if ((res.status !== 200 && res.status !== 201) || res.data === undefined) throw refused(res);
      return { page: res.data, created: res.status === 201 };
    },
    async pages() {
      const res = await call<GuidelinePageListing[]>('GET', '/v1/admin/guideline-pages');
      if (res.status !== 200 || res.data === undefined) throw refused(res);
      return res.data;
    },
    async messages(limit) {
      const res = await call<ContactMessage[]>('GET', `/v1/admin/contact-messages?limit=${limit}`);
      if (res.status !== 200 || res.data === undefined) throw refused(res);
      return res.data;
    },
    async advance(movementId, options) {
      const res = await call<AdvanceResult>('POST', `/v1/admin/orders/${encodeURIComponent(movementId)}/advance`, options);
      // The server's refusal reads like the local one (unknown order, cancelled, completed, unpaid).
      if ((res.status === 400 || res.status === 404 || res.status === 409) && res.message !== undefined) throw new CliError(res.message);
      if (res.status !== 200 || res.data === undefined) throw refused(res);
      return res.data;
    },
    async expireQuote(quoteId) {
      const res = await call<InstantQuote>('POST', `/v1/admin/quotes/${encodeURIComponent(quoteId)}/expire`);
      if (res.status === 404) return undefined;
      if (res.status !== 200 || res.data === undefined) throw refused(res);
      return res.data;
    },
    async docs(movementId) {
      const res = await call<CrossingReview>('GET', `/v1/admin/orders/${encodeURIComponent(movementId)}/crossing`);
      if (res.status >= 400 && res.status < 500 && res.message !== undefined) throw new CliError(res.message);
      if (res.status !== 200 || res.data === undefined) throw refused(res);
      return res.data;
    },
    async review(movementId, kind, decision) {
      const body = decision.accept ? { decision: 'accept' } : { decision: 'reject', reason: decision.reason };
      const res = await call<CrossingReview>('POST', `/v1/admin/orders/${encodeURIComponent(movementId)}/crossing/${kind}/review`, body);
      if (res.status >= 400 && res.status < 500 && res.message !== undefined) throw new CliError(res.message);
      if (res.status !== 200 || res.data === undefined) throw refused(res);
      return res.data;
    },
    close: async () => undefined,
  };
}

/** The server's refusals (unknown order, nothing to review, …) read as the CLI's. */
async function refusalsAsCliErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) throw new CliError(error.message);
    throw error;
  }
}

function movementIdOf(given: string): string {
  const id = given.trim().toUpperCase();
  if (!MOVEMENT_ID_PATTERN.test(id)) throw new CliError(`"${given}" is not a movement id (like CC2026000123)`);
  return id;
}

function printCrossing({ movementId, companyName, checklist }: CrossingReview, action?: string): void {
  if (action !== undefined) console.log(action);
  const { readiness, next } = checklist;
  console.log(`Order ${movementId} (company "${companyName}"), ${checklist.direction}${checklist.usmcaClaimed ? ', USMCA claimed' : ''}, pickup ${checklist.scheduledPickup ?? 'as soon as possible'}`);
  console.log(`  ${readiness.ready} of ${readiness.of} ready${next === null ? '' : ` · next: ${next.kind} (${next.action})`}`);
  for (const item of checklist.items) {
    const what = item.file !== null ? `${item.file.name} (${item.file.type}, ${item.file.size} bytes)` : item.data !== null ? JSON.stringify(item.data) : '';
    console.log(`  ${item.kind.padEnd(18)}${(item.required ? 'required' : 'optional').padEnd(10)}${item.status.padEnd(10)}${what}${item.reason !== null ? ` · reason: ${item.reason}` : ''}`);
  }
}

function printOutbox(entries: readonly OutboxEntry[], to: string | undefined, config: ServerConfig): void {
  if (entries.length === 0) {
    const smtp = config.smtpUrl !== undefined ? ' (SMTP_URL is set: mail goes to the SMTP server instead)' : '';
    console.log(to === undefined ? `The outbox is empty${smtp}.` : `No mail to ${to} in the outbox${smtp}.`);
    return;
  }
  const rule = '-'.repeat(72);
  for (const entry of entries) {
    console.log(`To:      ${entry.to}\nSubject: ${entry.subject}\nTime:    ${entry.createdAt}\n\n${entry.text}\n${rule}`);
  }
}

const invalidPage = (source: string, errors: FieldErrors): string =>
  `Invalid page ${source}:\n${Object.entries(errors)
    .map(([field, message]) => `  - ${field === '' ? 'file' : field}: ${message}`)
    .join('\n')}`;

/** The page file read, parsed and validated, before any database is opened. */
async function readPage(file: string): Promise<GuidelinePageInput> {
  // npm runs scripts from the package root; INIT_CWD is where the operator typed the command.
  const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  let text: string;
  try {
    text = await readFile(resolved, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(code === 'ENOENT' ? `No such file: ${resolved}` : `Cannot read ${resolved}: ${(error as Error).message}`);
  }
  let fields: Record<string, unknown>;
  try {
    fields = parsePageFile(text);
  } catch (error) {
    if (error instanceof PageFileError) throw new CliError(`Invalid page file ${file}: ${error.message}`);
    throw error;
  }
  const result = validate(GuidelinePageInput, fields);
  if (!result.ok) throw new CliError(invalidPage(`file ${file}`, result.errors));
  return result.value;
}

function printPages(pages: readonly GuidelinePageListing[]): void {
  if (pages.length === 0) {
    console.log('No guideline pages yet (the server adds the built-in ones when it starts).');
    return;
  }
  const rows = [['CATEGORY', 'POS', 'SLUG', 'TITLE', 'UPDATED'], ...pages.map((p) => [p.category, String(p.position), p.slug, p.title, p.updatedAt])];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(row.map((cell, column) => (column === 1 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('  ').trimEnd());
}

function printMessages(messages: readonly ContactMessage[]): void {
  if (messages.length === 0) {
    console.log('No contact messages yet.');
    return;
  }
  const rule = '-'.repeat(72);
  for (const m of messages) {
    const optional = [m.company !== null ? `Company: ${m.company}` : undefined, m.phone !== null ? `Phone:   ${m.phone}` : undefined].filter((line) => line !== undefined);
    console.log([`From:    ${m.name} <${m.email}>`, ...optional, `Time:    ${m.createdAt}`, `IP:      ${m.ip ?? 'unknown'}`].join('\n'));
    console.log(`\n${m.message}\n${rule}`);
  }
}

function printAdvance(result: AdvanceResult): void {
  if (result.steps.length === 0) {
    console.log(`Order ${result.movementId} is already ${result.status}: nothing to do.`);
    return;
  }
  for (const step of result.steps) {
    console.log(`Order ${result.movementId} (company "${result.companyName}"): ${step.from} -> ${step.to}`);
    const lines: Array<[string, string]> = [];
    if (step.from === 'NewAssignments' && step.carrier !== null) {
      lines.push(['Carrier', `${step.carrier.name}, truck ${step.carrier.truckPlate}`], ['Operator', `${step.carrier.operator.name}, ${step.carrier.operator.phone}`]);
    }
    if (step.location !== null) lines.push(['Location', `${step.location.label} (${step.location.latitude}, ${step.location.longitude})`]);
    if (step.documents.length > 0) lines.push(['Documents', step.documents.join(', ')]);
    for (const title of step.notifications) lines.push(['Notified', title]);
    for (const [label, value] of lines) console.log(`  ${`${label}:`.padEnd(11)}${value}`);
  }
}

async function run(args: readonly string[]): Promise<number> {
  const command = parse(args);
  if (command.kind === 'help') {
    console.log(USAGE);
    return 0;
  }
  const page = command.kind === 'page' ? await readPage(command.file) : undefined;
  const config = loadConfig(process.env);
  const admin = await connect(config);
  try {
    switch (command.kind) {
      case 'verify': {
        const result = await admin.verify(command.email, command.verified);
        if (result === undefined) throw new CliError(`No account with email ${command.email}`);
        console.log(`${result.verifyByAdmin ? 'Verified' : 'Unverified'} ${result.email} (company "${result.companyName}").`);
        break;
      }
      case 'outbox':
        printOutbox(await admin.outbox(command), command.to, config);
        break;
      case 'page': {
        const { page: saved, created } = await admin.upsertPage(page!);
        console.log(`${created ? 'Created' : 'Updated'} page ${saved.slug} (${saved.category}, position ${saved.position}): ${saved.title}`);
        break;
      }
      case 'pages':
        printPages(await admin.pages());
        break;
      case 'messages':
        printMessages(await admin.messages(command.limit));
        break;
      case 'advance':
        printAdvance(await admin.advance(command.movementId, command.options));
        break;
      case 'docs':
        printCrossing(await admin.docs(command.movementId));
        break;
      case 'review':
        printCrossing(
          await admin.review(command.movementId, command.item, command.decision),
          `${command.decision.accept ? 'Accepted' : 'Rejected'} ${command.item} of order ${command.movementId}; the company is notified.`,
        );
        break;
      case 'expireQuote': {
        const quote = await admin.expireQuote(command.quoteId);
        if (quote === undefined) throw new CliError(`No quote ${command.quoteId}`);
        console.log(`Quote ${quote.id} no longer holds its price (it held until ${quote.validUntil}).`);
        break;
      }
    }
    return 0;
  } finally {
    await admin.close();
  }
}

const known = [CliError, ConfigError, DatabaseUnavailableError, MigrationError];

/**
 * One command, start to end: its output on stdout, a refusal (or a failure) on stderr, and the exit
 * code. scripts/admin.ts runs it as the process; the tests run it in theirs (a process each costs ~2 s).
 */
export async function adminCli(args: readonly string[]): Promise<number> {
  try {
    return await run(args);
  } catch (error: unknown) {
    const message = known.some((type) => error instanceof type) ? (error as Error).message : `Failed: ${error instanceof Error ? error.stack : String(error)}`;
    console.error(message);
    return 1;
  }
}
