import type { Kysely } from 'kysely';
import type { Database } from '../db/Database.ts';
import type { Logger } from '../Logger.ts';
import type { MailService } from '../mail/MailService.ts';
import type { SessionStreams } from '../notifications/SessionStreams.ts';
import type { LiveSessionCache } from './LiveSessionCache.ts';
import type { VerifiedTokenCache } from './VerifiedTokenCache.ts';

/** What the sign-in and account routes share. */
export interface AuthDeps {
  readonly db: Kysely<Database>;
  /** Signs access tokens and keys the one-time-code hashes. */
  readonly jwtSecret: string;
  readonly mail: MailService;
  readonly log: Logger;
  /** Proxy hops trusted for X-Forwarded-For (config.trustProxy). */
  readonly trustProxy: number;
  /** Sign-ups per client IP an hour (config.signUpsPerIpPerHour); 20 when not given. */
  readonly signUpsPerIpPerHour?: number;
  /** requireAuth's session check, cached for a few seconds; forgets a session when streams end it. */
  readonly sessions?: LiveSessionCache;
  /** requireAuth's signature check, remembered per token until it expires. */
  readonly verifiedTokens?: VerifiedTokenCache;
  /** This process's event streams by session: closed when their session ends. */
  readonly streams: SessionStreams;
  /** Cookies the server sets (the trusted device's) are Secure: config.publicUrl is https. */
  readonly secureCookies?: boolean;
}
