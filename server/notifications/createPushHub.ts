import type { Kysely } from 'kysely';
import type { Database } from '../db/Database.ts';
import type { Logger } from '../Logger.ts';
import { FcmSender } from './FcmSender.ts';
import type { FcmServiceAccount } from './fcmServiceAccount.ts';
import { InProcessPushHub } from './InProcessPushHub.ts';
import { PostgresPushHub } from './PostgresPushHub.ts';
import type { HubMessage } from './notificationDelivery.ts';
import type { PushHub } from './PushHub.ts';

export interface PushHubOptions {
  readonly db: Kysely<Database>;
  readonly log: Logger;
  /** PostgreSQL (DATABASE_URL): fan out across processes with NOTIFY. Without it: this process only. */
  readonly databaseUrl?: string;
  /** Also LISTEN (an API process); the operator CLI only publishes. */
  readonly listen?: boolean;
  /** Firebase Cloud Messaging (FCM_SERVICE_ACCOUNT_JSON). */
  readonly fcm?: FcmServiceAccount;
  /** For FCM's HTTP calls (tests). */
  readonly fetch?: typeof fetch;
}

/**
 * Adds FCM delivery to a hub's event streams. A message marked `browserPush: false` (the company
 * turned browser push off for that kind, withNotificationDelivery) reaches the event streams only.
 */
export function withFcm(hub: PushHub, fcm: FcmSender): PushHub {
  return {
    publish: async (companyId, message: HubMessage) => {
      const plain = { type: message.type };
      await Promise.all([hub.publish(companyId, plain), message.browserPush === false ? undefined : fcm.send(companyId, plain)]);
    },
    subscribe: (companyId, subscriber) => hub.subscribe(companyId, subscriber),
    close: () => hub.close(),
  };
}

/**
 * The push of this process: event streams here (and, on PostgreSQL, in every API process through
 * LISTEN/NOTIFY), plus FCM when configured. With PGlite one process holds the database, so the
 * in-process streams are all there is (the operator CLI goes through that process's admin API).
 */
export async function createPushHub(options: PushHubOptions): Promise<PushHub> {
  const { db, log } = options;
  let hub: PushHub;
  if (options.databaseUrl !== undefined) {
    const postgres = new PostgresPushHub({ db, log, ...(options.listen === true ? { listenUrl: options.databaseUrl } : {}) });
    await postgres.start();
    hub = postgres;
  } else {
    hub = new InProcessPushHub(log);
  }
  return options.fcm === undefined ? hub : withFcm(hub, new FcmSender({ account: options.fcm, db, log, ...(options.fetch ? { fetch: options.fetch } : {}) }));
}
