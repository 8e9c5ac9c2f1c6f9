import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { PushMessage } from '../../src/schemas/notification.ts';
import type { Database } from '../db/Database.ts';
import type { Logger } from '../Logger.ts';
import { InProcessPushHub } from './InProcessPushHub.ts';
import type { PushHub, PushSubscriber } from './PushHub.ts';

/** The LISTEN/NOTIFY channel every API process shares. */
export const PUSH_CHANNEL = 'cargo_push';

interface ChannelPayload {
  /** The publishing hub: it delivered to its own streams already. */
  readonly origin: string;
  readonly companyId: string;
  readonly message: PushMessage;
}

export interface PostgresPushHubOptions {
  readonly db: Kysely<Database>;
  readonly log: Logger;
  /** The server to LISTEN on (DATABASE_URL); without it the hub only publishes (the operator CLI). */
  readonly listenUrl?: string;
  /** First reconnection delay after the listening connection drops; doubles up to 30 s. */
  readonly retryMs?: number;
}

/**
 * Fan-out across API processes: publish delivers to this process's streams at once and sends
 * `pg_notify` on the shared database; every process LISTENs on one dedicated connection and hands
 * what others published to its own streams. The listening connection reconnects when it drops.
 */
export class PostgresPushHub implements PushHub {
  readonly #local: InProcessPushHub;
  readonly #origin = randomUUID();
  readonly #db: Kysely<Database>;
  readonly #log: Logger;
  readonly #listenUrl: string | undefined;
  readonly #retryMs: number;
  #client: pg.Client | undefined;
  #retry: NodeJS.Timeout | undefined;
  #failures = 0;
  #closed = false;

  constructor({ db, log, listenUrl, retryMs = 1000 }: PostgresPushHubOptions) {
    this.#db = db;
    this.#log = log;
    this.#listenUrl = listenUrl;
    this.#retryMs = retryMs;
    this.#local = new InProcessPushHub(log);
  }

  /** Starts listening (resolves once LISTEN is in place, or after the first failure was logged). */
  async start(): Promise<void> {
    if (this.#listenUrl !== undefined) await this.#listen(this.#listenUrl);
  }

  /** Whether the LISTEN connection is up. */
  get listening(): boolean {
    return this.#client !== undefined;
  }

  async #listen(url: string): Promise<void> {
    if (this.#closed) return;
    const client = new pg.Client({ connectionString: url });
    const dropped = (error?: Error): void => {
      if (this.#client !== client) return;
      this.#client = undefined;
      client.end().catch(() => undefined);
      if (this.#closed) return;
      this.#log.warn(`Push listener connection lost${error ? `: ${error.message}` : ''}; reconnecting`);
      this.#scheduleRetry(url);
    };
    client.on('error', dropped);
    client.on('end', () => dropped());
    client.on('notification', (notification) => {
      if (notification.channel !== PUSH_CHANNEL || notification.payload === undefined) return;
      let payload: ChannelPayload;
      try {
        payload = JSON.parse(notification.payload) as ChannelPayload;
      } catch {
        return;
      }
      if (payload.origin !== this.#origin && typeof payload.companyId === 'string') this.#local.deliver(payload.companyId, payload.message);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${PUSH_CHANNEL}`);
    } catch (error) {
      client.end().catch(() => undefined);
      this.#log.warn(`Push listener cannot LISTEN on ${PUSH_CHANNEL}: ${error instanceof Error ? error.message : String(error)}; retrying`);
      this.#scheduleRetry(url);
      return;
    }
    if (this.#closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.#client = client;
    this.#failures = 0;
  }

  #scheduleRetry(url: string): void {
    if (this.#closed || this.#retry !== undefined) return;
    const delay = Math.min(30_000, this.#retryMs * 2 ** this.#failures++);
    this.#retry = setTimeout(() => {
      this.#retry = undefined;
      void this.#listen(url);
    }, delay);
    this.#retry.unref();
  }

  async publish(companyId: string, message: PushMessage): Promise<void> {
    if (this.#closed) return;
    this.#local.deliver(companyId, message);
    const payload: ChannelPayload = { origin: this.#origin, companyId, message };
    try {
      await sql`select pg_notify(${PUSH_CHANNEL}, ${JSON.stringify(payload)})`.execute(this.#db);
    } catch (error) {
      this.#log.warn(`Push to other API processes (company ${companyId}) failed`, error);
    }
  }

  subscribe(companyId: string, subscriber: PushSubscriber): () => void {
    return this.#local.subscribe(companyId, subscriber);
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retry !== undefined) clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = undefined;
    await this.#local.close();
    await client?.end().catch(() => undefined);
  }
}
