import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwordHash.ts';
import type { Database } from './Database.ts';

/** The demo customer: signed up, email verified and verified by an admin, ready to book. */
export const DEMO_CUSTOMER = {
  companyName: 'Demo Logistics SA de CV',
  contactName: 'Demo Customer',
  contactNumber: '5550100200',
  email: 'demo@cargoconnects.test',
  password: 'Demo-Cargo-2026',
} as const;

/** Creates the demo customer unless its email exists (whatever became of it). True when created. */
export async function seedDemo(db: Kysely<Database>): Promise<boolean> {
  const exists = await db.selectFrom('accounts').select('id').where('email', '=', DEMO_CUSTOMER.email).executeTakeFirst();
  if (exists !== undefined) return false;
  const passwordHash = await hashPassword(DEMO_CUSTOMER.password);
  return db.transaction().execute(async (trx) => {
    // Checked again inside: another process may have seeded meanwhile.
    const raced = await trx.selectFrom('accounts').select('id').where('email', '=', DEMO_CUSTOMER.email).executeTakeFirst();
    if (raced !== undefined) return false;
    const company = await trx
      .insertInto('companies')
      .values({ name: DEMO_CUSTOMER.companyName, commercial_references: JSON.stringify([]), verify_by_admin: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('accounts')
      .values({
        company_id: company.id,
        role: 'main',
        contact_name: DEMO_CUSTOMER.contactName,
        contact_number: DEMO_CUSTOMER.contactNumber,
        email: DEMO_CUSTOMER.email,
        password_hash: passwordHash,
        email_verified: true,
      })
      .execute();
    return true;
  });
}
