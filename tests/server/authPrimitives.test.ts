import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server as NetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerToken, signAccessToken, verifyAccessToken } from '../../server/auth/accessToken.ts';
import { clientIp } from '../../server/auth/clientIp.ts';
import { resolveJwtSecret } from '../../server/auth/jwtSecret.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../server/auth/passwordHash.ts';
import { clearEvents, countInWindow, isLimited, recordEvent, tryTake, type RateRule } from '../../server/auth/rateLimit.ts';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { pruneExpired } from '../../server/db/pruneExpired.ts';
import { createMailService } from '../../server/mail/createMailService.ts';
import { OutboxMailService } from '../../server/mail/OutboxMailService.ts';
import { SmtpMailService } from '../../server/mail/SmtpMailService.ts';
import { mailsTo, signUp } from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

describe('password hashing (scrypt)', () => {
  it('stores scrypt$N$r$p$salt$hash with a fresh salt each time, and verifies', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horse ', a)).toBe(false);
    expect(await verifyPassword('Correct horse', a)).toBe(false);
  });

  it('treats canonically equal Unicode as the same password', async () => {
    const composed = 'contrase\u00f1a-1';
    const decomposed = 'contrasen\u0303a-1';
    expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true);
  });

  it('answers false, never throws, for malformed or hostile stored values', async () => {
    for (const stored of ['', 'plain', 'bcrypt$x', 'scrypt$abc$8$1$AAAA$BBBB', `scrypt$${2 ** 30}$8$1$AAAAAAAAAAAAAAAAAAAAAA$${'A'.repeat(43)}`, 'scrypt$16384$8$1$AAAA$short']) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
    expect(await verifyAgainstDummy('x')).toBe(false);
  });
});

describe('access tokens', () => {
  const secret = 'unit-test-secret-unit-test-secret-0000';
  const auth = {
    accountId: '11111111-1111-4111-8111-111111111111',
    companyId: '22222222-2222-4222-8222-222222222222',
    role: 'main' as const,
    sessionId: '33333333-3333-4333-8333-333333333333',
  };

  it('are HS256 JWTs with sub, cid, role, sid, iat and exp 15 minutes later', async () => {
    const token = await signAccessToken(auth, secret, 1_700_000_000);
    const [header, payload] = token.split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>);
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toEqual({ sub: auth.accountId, cid: auth.companyId, role: 'main', sid: auth.sessionId, iat: 1_700_000_000, exp: 1_700_000_900 });
    expect(await verifyAccessToken(await signAccessToken(auth, secret), secret)).toEqual(auth);
  });

  it('refuse expired, tampered, foreign and malformed tokens', async () => {
    const token = await signAccessToken(auth, secret);
    const [h, p, s] = token.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'sub' })).toString('base64url');
    for (const bad of [
      await signAccessToken(auth, secret, Math.floor(Date.now() / 1000) - 901),
      await signAccessToken(auth, `${secret}-other`),
      `${h}.${forged}.${s}`,
      await signAccessToken({ ...auth, accountId: 'not-a-uuid' }, secret),
      '',
      'a.b.c',
    ]) {
      expect(await verifyAccessToken(bad, secret)).toBeUndefined();
    }
  });

  it('read the bearer scheme case-insensitively and nothing else', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('bearer  abc')).toBe('abc');
    for (const header of [undefined, '', 'Bearer', 'Basic abc', 'abc', 'Bearer a b']) expect(bearerToken(header)).toBeUndefined();
  });
});

describe('JWT secret', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cargo-jwt-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('comes from JWT_SECRET when set', async () => {
    expect(await resolveJwtSecret({ jwtSecret: 'x'.repeat(32), dataDir: path.join(dir, 'unused') })).toBe('x'.repeat(32));
  });

  it('is otherwise generated once into DATA_DIR/jwt-secret (mode 600), even by processes racing', async () => {
    const dataDir = path.join(dir, 'fresh');
    const secrets = await Promise.all(Array.from({ length: 5 }, () => resolveJwtSecret({ jwtSecret: undefined, dataDir })));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]!.length).toBeGreaterThanOrEqual(32);
    expect((await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).trim()).toBe(secrets[0]);
    expect((await stat(path.join(dataDir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
    expect(await resolveJwtSecret({ jwtSecret: undefined, dataDir })).toBe(secrets[0]);
  });

  it('refuses a damaged key file with a configuration error', async () => {
    const dataDir = path.join(dir, 'damaged');
    await resolveJwtSecret({ jwtSecret: undefined, dataDir });
    await writeFile(path.join(dataDir, 'jwt-secret'), 'short');
    await expect(resolveJwtSecret({ jwtSecret: undefined, dataDir })).rejects.toBeInstanceOf(ConfigError);
  });
});

describe('configuration of sign-in and mail', () => {
  it('reads JWT_SECRET, TRUST_PROXY, SMTP_URL, MAIL_FROM and SEED_DEMO', () => {
    expect(
      loadConfig({ JWT_SECRET: 's'.repeat(40), TRUST_PROXY: '2', SMTP_URL: 'smtps://u:p@smtp.example.com:465', MAIL_FROM: 'Ops <ops@example.com>', SEED_DEMO: '0' }),
    ).toMatchObject({ jwtSecret: 's'.repeat(40), trustProxy: 2, smtpUrl: 'smtps://u:p@smtp.example.com:465', mailFrom: 'Ops <ops@example.com>', seedDemo: false });
    expect(loadConfig({ SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('lists their problems without echoing secrets', () => {
    let error: unknown;
    try {
      loadConfig({ JWT_SECRET: 'hunter2', TRUST_PROXY: 'yes', SMTP_URL: 'http://mail', SEED_DEMO: 'maybe' });
    } catch (e) {
      error = e;
    }
    expect((error as ConfigError).problems).toEqual([
      'JWT_SECRET must be at least 32 characters',
      'TRUST_PROXY must be a whole number from 0 to 10 (got "yes")',
      'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465',
      'SEED_DEMO must be 1, true, 0 or false (got "maybe")',
    ]);
    expect((error as ConfigError).message).not.toContain('hunter2');
  });
});

describe('client address', () => {
  const app = (trustProxy: number) => {
    const routes = new Hono();
    routes.get('/', (c) => c.text(clientIp(c, trustProxy) ?? 'none'));
    return routes;
  };
  const socket = { incoming: { socket: { remoteAddress: '203.0.113.5', remotePort: 5000, remoteFamily: 'IPv4' } } };
  const ask = async (trustProxy: number, forwarded?: string, env: unknown = socket) =>
    (await app(trustProxy).request('/', { headers: forwarded === undefined ? {} : { 'X-Forwarded-For': forwarded } }, env)).text();

  it('is the socket peer unless proxies are trusted: X-Forwarded-For is then ignored', async () => {
    expect(await ask(0)).toBe('203.0.113.5');
    expect(await ask(0, '198.51.100.1')).toBe('203.0.113.5');
    expect(await ask(0, undefined, {})).toBe('none');
  });

  it('with TRUST_PROXY=n is the n-th entry from the right of X-Forwarded-For', async () => {
    expect(await ask(1, '10.0.0.1, 198.51.100.1')).toBe('198.51.100.1');
    expect(await ask(2, '10.0.0.1, 198.51.100.1, 192.0.2.1')).toBe('198.51.100.1');
    expect(await ask(3, '198.51.100.1')).toBe('198.51.100.1');
    expect(await ask(1)).toBe('203.0.113.5');
  });

  it('an IPv4 peer on a dual-stack socket (::ffff:a.b.c.d) is that IPv4 address; a real IPv6 one stays as it is', async () => {
    const peer = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress, remotePort: 5000, remoteFamily: 'IPv6' } } });
    expect(await ask(0, undefined, peer('::ffff:203.0.113.5'))).toBe('203.0.113.5');
    expect(await ask(1, '::FFFF:198.51.100.1')).toBe('198.51.100.1');
    expect(await ask(0, undefined, peer('2001:db8::ffff:1'))).toBe('2001:db8::ffff:1');
  });
});

describe('rate limits and pruning (database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const rule: RateRule = { name: 'unit', limit: 3, windowSeconds: 600 };

  it('count events per subject in fixed windows of the database clock', async () => {
    expect(await countInWindow(t.db, rule, 'a')).toBe(0);
    expect(await recordEvent(t.db, rule, 'a')).toBe(1);
    expect(await recordEvent(t.db, rule, 'a')).toBe(2);
    expect(await isLimited(t.db, rule, 'a')).toBe(false);
    expect(await tryTake(t.db, rule, 'a')).toBe(true);
    expect(await isLimited(t.db, rule, 'a')).toBe(true);
    expect(await tryTake(t.db, rule, 'a')).toBe(false);
    expect(await countInWindow(t.db, rule, 'b')).toBe(0);
    const rows = await t.db.selectFrom('rate_limits').select('window_start').where('key', '=', 'unit:a').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.window_start.getTime() % (600 * 1000)).toBe(0);
    await clearEvents(t.db, rule, 'a');
    expect(await countInWindow(t.db, rule, 'a')).toBe(0);
  });

  it('count concurrent events exactly', async () => {
    await Promise.all(Array.from({ length: 20 }, () => recordEvent(t.db, rule, 'burst')));
    expect(await countInWindow(t.db, rule, 'burst')).toBe(20);
  });

  it('prune drops past windows, dead codes and tokens, expired sessions and old mail', async () => {
    await recordEvent(t.db, rule, 'old');
    await t.db.updateTable('rate_limits').set({ window_start: new Date(Date.now() - 2 * 86_400_000) }).where('key', '=', 'unit:old').execute();
    await signUp(t, 'prune@acme.example');
    await t.db.insertInto('outbox').values({ to_address: 'old@acme.example', subject: 's', body_text: 't' }).execute();
    // created_at is database-only (never written by the app), hence raw SQL.
    await sql`update outbox set created_at = now() - interval '31 days' where to_address = 'old@acme.example'`.execute(t.db);
    await t.db.updateTable('otps').set({ expires_at: new Date(Date.now() - 2 * 86_400_000) }).execute();
    await pruneExpired(t.db);
    expect(await countInWindow(t.db, rule, 'burst')).toBe(20);
    expect(await t.db.selectFrom('rate_limits').select('key').where('key', '=', 'unit:old').execute()).toEqual([]);
    expect(await t.db.selectFrom('otps').select('id').execute()).toEqual([]);
    expect(await mailsTo(t, 'old@acme.example')).toEqual([]);
    expect(await mailsTo(t, 'prune@acme.example')).toHaveLength(1);
  });
});

/** Just enough SMTP to accept mail from nodemailer and keep what it sent. */
function fakeSmtpServer(): Promise<{ server: NetServer; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let message: string | undefined;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (message !== undefined) {
          if (line === '.') {
            received.push(message);
            message = undefined;
            socket.write('250 queued\r\n');
          } else message += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'DATA') {
          message = '';
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write(verb === 'EHLO' ? '250 fake\r\n' : '250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port, received })),
  );
}

describe('mail', () => {
  let smtp: Awaited<ReturnType<typeof fakeSmtpServer>>;
  beforeAll(async () => {
    smtp = await fakeSmtpServer();
  });
  afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));

  it('goes to the outbox without SMTP_URL and through SMTP with it', async () => {
    const t = await createTestApp();
    try {
      expect(createMailService(t.config, t.db)).toBeInstanceOf(OutboxMailService);
      expect(createMailService({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'x <x@y.z>' }, t.db)).toBeInstanceOf(SmtpMailService);
    } finally {
      await t.close();
    }
  });

  it('SMTP delivery carries the sender, the subject and the code', async () => {
    const t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
    try {
      expect((await signUp(t, 'smtp@acme.example')).status).toBe(201);
      expect(await mailsTo(t, 'smtp@acme.example')).toEqual([]);
      const raw = smtp.received.at(-1)!;
      const unfolded = raw.replace(/=\n/g, '');
      expect(raw).toMatch(/^From: Cargo Connects <no-reply@cargoconnects\.test>$/m);
      expect(raw).toMatch(/^To: smtp@acme\.example$/m);
      expect(raw).toMatch(/^Subject: Your Cargo Connects verification code$/m);
      expect(unfolded).toMatch(/Your Cargo Connects verification code is \d{6}\. It expires in 10 minutes\./);
    } finally {
      await t.close();
    }
  });

  it('a mail failure is logged and does not fail the request', async () => {
    const t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const res = await signUp(t, 'nomail@acme.example');
      expect(res.status).toBe(201);
      expect(t.logs.some((l) => l.level === 'error' && l.message === 'Mailing a email_verification code failed')).toBe(true);
    } finally {
      await t.close();
    }
  });
});
