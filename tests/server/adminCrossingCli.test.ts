// `npm run admin -- docs | accept | reject` as the operator runs them (issue 36): the order's papers
// and their status, a rejection that needs a reason, only an uploaded paper reviewed; through the
// running server, and on the database itself once it is stopped.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../server/db/seedDemo.ts';
import { callServer, cli, paidOrderOverHttp, post, startServer, type RunningServer } from './support/adminCli.ts';

describe('npm run admin -- docs, accept, reject', { timeout: 240_000 }, () => {
  let dataDir: string;
  let server: RunningServer | undefined;
  let headers: Record<string, string>;
  let movementId: string;

  const call = (method: string, route: string, body?: unknown) => callServer(server!.port, headers, method, route, body);
  const uploadInvoice = async (name: string) => {
    const form = new FormData();
    form.append('file', new File([new TextEncoder().encode('%PDF-1.7\n%%EOF\n')], name, { type: 'application/pdf' }));
    const res = await fetch(`http://127.0.0.1:${server!.port}/v1/user/order/${movementId}/crossing/commercialInvoice`, { method: 'PUT', body: form, headers });
    expect(res.status).toBe(200);
  };
  const env = () => ({ DATA_DIR: dataDir });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'cargo-crossing-cli-'));
    server = await startServer(dataDir);
    const login = await post(server.port, '/v1/user/auth/logIn', { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    headers = { Authorization: `Bearer ${((await login.json()) as { data: { accessToken: string } }).data.accessToken}` };
    movementId = await paidOrderOverHttp(call, 'DOCS1');
  });
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('explains itself and refuses what it cannot do (exit 1)', async () => {
    expect((await cli(['help'], env())).stdout).toContain('reject <movementId> <kind> --reason');
    for (const [args, message] of [
      [['docs'], 'docs takes a movement id'],
      [['accept', 'CC26000001'], 'accept takes a movement id and a kind'],
      [['accept', 'CC26000001', 'passport'], 'Unknown kind "passport"'],
      [['reject', 'CC26000001', 'commercialInvoice'], 'reject needs a reason the customer can act on'],
      [['reject', 'CC26000001', 'commercialInvoice', '--reason', '  '], 'reject needs a reason the customer can act on'],
      [['accept', 'order-1', 'usEntry'], '"order-1" is not a movement id'],
    ] as const) {
      const res = await cli([...args], env());
      expect(res.code, args.join(' ')).toBe(1);
      expect(res.stderr, args.join(' ')).toContain(message);
    }
  });

  it('lists the papers, rejects an uploaded one with its reason, refuses to review one not uploaded, accepts it once uploaded again', async () => {
    await uploadInvoice('invoice.pdf');
    const docs = await cli(['docs', movementId], env());
    expect(docs.code, docs.stderr).toBe(0);
    expect(docs.stderr).toContain('through the running server');
    const lines = docs.stdout.trim().split('\n');
    expect(lines[0]).toMatch(new RegExp(`^Order ${movementId} \\(company "${DEMO_CUSTOMER.companyName}"\\), northbound, pickup \\d{4}-03-15T09:30$`));
    // The invoice waits for review; the customer's next step is the US entry number, still missing.
    expect(lines[1]!.trim()).toBe('0 of 2 ready · next: usEntry (provide)');
    expect(lines[2]).toMatch(/^\s+commercialInvoice\s+required\s+uploaded\s+invoice\.pdf \(application\/pdf, \d+ bytes\)$/);
    expect(lines[3]).toMatch(/^\s+packingList\s+optional\s+missing\s*$/);
    expect(lines[4]).toMatch(/^\s+usEntry\s+required\s+missing\s*$/);

    const rejected = await cli(['reject', movementId, 'commercialInvoice', '--reason', 'The invoice has no HS codes.'], env());
    expect(rejected.code, rejected.stderr).toBe(0);
    expect(rejected.stdout).toContain(`Rejected commercialInvoice of order ${movementId}; the company is notified.`);
    expect(rejected.stdout).toMatch(/commercialInvoice\s+required\s+rejected\s+invoice\.pdf .* · reason: The invoice has no HS codes\./);
    const customer = await call('GET', `/v1/user/order/${movementId}/crossing`);
    expect(customer.body.data.items[0]).toMatchObject({ status: 'rejected', reason: 'The invoice has no HS codes.' });

    const notUploaded = await cli(['accept', movementId, 'commercialInvoice'], env());
    expect(notUploaded.code).toBe(1);
    expect(notUploaded.stderr).toContain('Only a paper waiting for review (uploaded) can be accepted or rejected.');
    expect((await cli(['accept', 'CC99999999', 'usEntry'], env())).stderr).toContain('Order not found');

    await uploadInvoice('invoice-hs.pdf');
    const accepted = await cli(['accept', movementId.toLowerCase(), 'commercialInvoice'], env());
    expect(accepted.code, accepted.stderr).toBe(0);
    expect(accepted.stdout).toContain('1 of 2 ready · next: usEntry (provide)');
  });

  it('works on the database itself with the server stopped', async () => {
    server!.child.kill('SIGTERM');
    expect(await server!.exited).toBe(0);
    const docs = await cli(['docs', movementId], env());
    expect(docs.code, docs.stderr).toBe(0);
    expect(docs.stderr).not.toContain('through the running server');
    expect(docs.stdout).toMatch(/commercialInvoice\s+required\s+accepted\s+invoice-hs\.pdf/);
    const refused = await cli(['reject', movementId, 'usEntry', '--reason', 'Missing'], env());
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Only a paper waiting for review (uploaded) can be accepted or rejected.');
  });
});
