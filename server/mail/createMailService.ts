import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/Database.ts';
import type { MailService } from './MailService.ts';
import { OutboxMailService } from './OutboxMailService.ts';
import { SmtpMailService } from './SmtpMailService.ts';

export function createMailService(config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom'>, db: Kysely<Database>): MailService {
  return config.smtpUrl !== undefined ? new SmtpMailService(config.smtpUrl, config.mailFrom) : new OutboxMailService(db);
}
