import type { Kysely } from 'kysely';
import type { Database } from '../db/Database.ts';
import type { MailMessage, MailService } from './MailService.ts';

/**
 * Development and test delivery: each mail becomes a row of the outbox table, read with
 * `npm run admin -- outbox`. Never called inside a transaction: PGlite has one connection.
 */
export class OutboxMailService implements MailService {
  constructor(private readonly db: Kysely<Database>) {}

  async send(message: MailMessage): Promise<void> {
    await this.db
      .insertInto('outbox')
      .values({
        to_address: message.to,
        subject: message.subject,
        body_text: message.text,
        body_html: message.html ?? null,
        headers: message.headers === undefined ? null : JSON.stringify(message.headers),
      })
      .execute();
  }
}
