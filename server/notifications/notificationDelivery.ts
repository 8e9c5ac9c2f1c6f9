import type { Kysely } from 'kysely';
import { PUSH_NEW_NOTIFICATION, type PushMessage } from '../../src/schemas/notification.ts';
import { isNotificationKind } from '../../src/schemas/notificationRules.ts';
import type { Database } from '../db/Database.ts';
import type { Logger } from '../Logger.ts';
import type { MailService } from '../mail/MailService.ts';
import { notificationEmail } from '../mail/notificationEmail.ts';
import { choiceFor } from './notificationPreferences.ts';
import type { PushHub } from './PushHub.ts';
import { issueUnsubscribeToken } from './unsubscribeTokens.ts';

// Sends what the company chose for each new notification, at the moment every caller
// already tells the browsers (announce, after the commit): the pending notifications are claimed
// in one UPDATE (so two API processes never send one twice), their emails go out, and the push
// goes to the event streams when one is listed and to browser push (FCM) when one wants push.

/** A push with the channel choice: FCM skips it when browserPush is false (withFcm). */
export type HubMessage = PushMessage & { readonly browserPush?: boolean };

export interface DeliveryDeps {
  readonly db: Kysely<Database>;
  readonly mail: MailService;
  readonly log: Logger;
  /** The web app's origin, for the links in emails. */
  readonly publicUrl: string;
}

const DELIVERY = Symbol('notificationDelivery');

/** True for a hub this module already wraps (createApp then keeps it as it is). */
export const hasNotificationDelivery = (hub: PushHub): boolean => DELIVERY in hub;

/** Emails of the claimed notifications; one failing never stops the others (logged). */
type ChoiceOf = (kind: string | null) => ReturnType<typeof choiceFor>;

async function sendEmails(deps: DeliveryDeps, companyId: string, rows: ReadonlyArray<{ title: string; redirect_id: string; kind: string | null }>, choiceOf: ChoiceOf): Promise<void> {
  const wanted: Array<(typeof rows)[number]> = [];
  for (const row of rows) if ((await choiceOf(row.kind)).email) wanted.push(row);
  if (wanted.length === 0) return;
  const main = await deps.db
    .selectFrom('accounts')
    .select(['email', 'contact_name', 'locale'])
    .where('company_id', '=', companyId)
    .where('role', '=', 'main')
    .executeTakeFirst();
  if (main === undefined) return;
  for (const row of wanted) {
    if (!isNotificationKind(row.kind)) continue;
    try {
      const token = await issueUnsubscribeToken(deps.db, companyId, row.kind);
      await deps.mail.send(
        notificationEmail({ to: main.email, contactName: main.contact_name, kind: row.kind, title: row.title, movementId: row.redirect_id, publicUrl: deps.publicUrl, token, locale: main.locale }),
      );
    } catch (error) {
      deps.log.warn('Notification email failed', error);
    }
  }
}

/** Wraps a hub so that announcing a new notification delivers it by the company's choices. */
export function withNotificationDelivery(hub: PushHub, deps: DeliveryDeps): PushHub {
  const publish = async (companyId: string, message: PushMessage): Promise<void> => {
    if (message.type !== PUSH_NEW_NOTIFICATION) return hub.publish(companyId, message);
    let claimed: Array<{ title: string; redirect_id: string; kind: string | null; in_app: boolean }>;
    try {
      claimed = await deps.db
        .updateTable('notifications')
        .set({ delivery_pending: false })
        .where('company_id', '=', companyId)
        .where('delivery_pending', '=', true)
        .returning(['title', 'redirect_id', 'kind', 'in_app'])
        .execute();
    } catch (error) {
      // Push is best effort (PushHub): tell the browsers anyway.
      deps.log.warn('Claiming notifications to deliver failed', error);
      return hub.publish(companyId, message);
    }
    // Nothing pending (another process sent it, or a plain refetch ping): pass it on unchanged.
    if (claimed.length === 0) return hub.publish(companyId, message);
    // The company's choice per kind, read once for everything claimed (a backlog can be thousands).
    const choices = new Map<string | null, ReturnType<typeof choiceFor>>();
    const choiceOf: ChoiceOf = (kind) => {
      let choice = choices.get(kind);
      if (choice === undefined) choices.set(kind, (choice = choiceFor(deps.db, companyId, kind)));
      return choice;
    };
    let browserPush = false;
    for (const row of claimed) if ((await choiceOf(row.kind).catch(() => ({ push: true }))).push) browserPush = true;
    const listed = claimed.some((row) => row.in_app);
    // The browsers first: a slow mail server never delays the bell.
    if (listed || browserPush) {
      const next: HubMessage = { type: message.type, browserPush };
      await hub.publish(companyId, next);
    }
    await sendEmails(deps, companyId, claimed, choiceOf).catch((error: unknown) => deps.log.warn('Notification emails failed', error));
  };
  return {
    [DELIVERY]: true,
    publish,
    subscribe: (companyId, subscriber) => hub.subscribe(companyId, subscriber),
    close: () => hub.close(),
  } as PushHub;
}
