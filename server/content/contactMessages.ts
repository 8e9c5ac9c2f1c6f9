import type { Kysely } from 'kysely';
import type { ContactForm } from '../../src/schemas/contactForm.ts';
import type { Database } from '../db/Database.ts';

export interface ContactMessage {
  readonly name: string;
  readonly email: string;
  readonly company: string | null;
  readonly phone: string | null;
  readonly message: string;
  readonly ip: string | null;
  /** ISO 8601. */
  readonly createdAt: string;
}

export const CONTACT_MESSAGES_DEFAULT_LIMIT = 10;
export const CONTACT_MESSAGES_MAX_LIMIT = 500;

const orNull = (value: string): string | null => (value === '' ? null : value);

/** Stores a decoded contact form; blank optional fields are kept as null. */
export async function saveContactMessage(db: Kysely<Database>, form: ContactForm, ip: string | undefined): Promise<void> {
  await db
    .insertInto('contact_messages')
    .values({
      name: form.name,
      email: form.email.toLowerCase(),
      company: orNull(form.company),
      phone: orNull(form.phone),
      message: form.message,
      ip: ip === undefined ? null : ip.slice(0, 64),
    })
    .execute();
}

/** The newest messages first. */
export async function readContactMessages(db: Kysely<Database>, limit = CONTACT_MESSAGES_DEFAULT_LIMIT): Promise<ContactMessage[]> {
  const rows = await db
    .selectFrom('contact_messages')
    .select(['name', 'email', 'company', 'phone', 'message', 'ip', 'created_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(({ created_at, ...row }) => ({ ...row, createdAt: created_at.toISOString() }));
}
