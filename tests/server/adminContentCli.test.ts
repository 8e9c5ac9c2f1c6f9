// `npm run admin -- page | pages | messages`: guideline pages and contact messages from the
// operator's shell, through a running server (its admin API) and straight to the database.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUIDELINE_PAGE_SEEDS } from '../../server/content/guidelinePageContent.ts';
import { seedGuidelinePages } from '../../server/db/seedGuidelinePages.ts';
import { cli, post, repoRoot, startServer, stopServer, type RunningServer } from './support/adminCli.ts';
import { createTestApp, json } from './support/testApp.ts';
import { createTestDatabase } from './support/testDatabase.ts';

interface PageFields {
  readonly title?: string;
  readonly subTitle?: string;
  readonly slug?: string;
  readonly category?: string;
  readonly position?: string | number;
}

const pageFile = (fields: PageFields, body: string): string =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n---\n${body}`;

const checklist = { title: 'Shipping checklist', subTitle: 'Before the truck arrives', slug: 'shipping-checklist', category: 'help', position: 2 };
const checklistBody = '## Documents\n\n- Bill of lading\n- Commercial invoice\n\nQuestions? Use the [contact form](/contact-us).\n';
const contact = (message: string) => ({ name: 'Ana Ruiz', email: 'ana@acme.example', company: 'Acme Freight', phone: '5512345678', message });

const getPage = async (port: number, slug: string) => {
  const res = await fetch(`http://127.0.0.1:${port}/v1/common/guidelinePages/user/${slug}`);
  return { status: res.status, body: (await res.json()) as { data: { title: string; body: string; position: number } } };
};

// Each test spawns several processes that open the data directory in turn: slow on a loaded machine.
// The data directory's PGlite only: the PostgreSQL pass (TEST_DATABASE_URL) runs the block below.
describe.skipIf(process.env.TEST_DATABASE_URL?.trim())('npm run admin -- page | pages | messages', { timeout: 180_000 }, () => {
  let dataDir: string;
  let files: string;
  let server: RunningServer | undefined;
  const write = async (name: string, text: string): Promise<string> => {
    const file = path.join(files, name);
    await writeFile(file, text);
    return file;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'cargo-admin-content-'));
    files = await mkdtemp(path.join(tmpdir(), 'cargo-admin-pages-'));
  });
  afterAll(async () => {
    if (server !== undefined && server.child.exitCode === null) server.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    await rm(files, { recursive: true, force: true });
  });

  it('lists the commands and the page-file format in its usage', async () => {
    const help = await cli(['help'], { DATA_DIR: dataDir });
    expect(help.code).toBe(0);
    for (const text of ['page <file.md>', 'pages', 'messages [--limit N]', 'category: policy', 'position: 2']) expect(help.stdout).toContain(text);
  });

  it('refuses bad arguments and bad page files with a clear message and exit 1, before opening any database', async () => {
    const nowhere = { DATA_DIR: path.join(dataDir, 'never-created') };
    const cases: Array<[string[], string]> = [
      [['page'], 'page takes one Markdown file: npm run admin -- page <file.md>'],
      [['page', 'a.md', 'b.md'], 'page takes one Markdown file'],
      [['pages', 'extra'], 'pages takes no arguments'],
      [['messages', '--limit', '0'], '--limit must be a whole number from 1 to 500'],
      [['messages', '--since', '1'], 'Unknown option --since for messages'],
      [['messages', 'five'], 'Unexpected argument "five" for messages'],
      [['page', path.join(files, 'missing.md')], `No such file: ${path.join(files, 'missing.md')}`],
      [['page', await write('plain.md', '# Just Markdown\n')], 'No front matter (the first line must be ---).'],
      [['page', await write('unknown-key.md', '---\nauthor: me\n---\nBody')], 'Unknown front-matter key "author" on line 2'],
    ];
    const results = await Promise.all(cases.map(([args]) => cli(args, nowhere)));
    for (const [i, [args, message]] of cases.entries()) {
      expect(results[i]!.code, args.join(' ')).toBe(1);
      expect(results[i]!.stderr, args.join(' ')).toContain(message);
    }

    const invalid = await write('invalid.md', pageFile({ title: 'T', slug: 'Bad Slug', category: 'news', position: 'first' }, '### ok\n#### too deep\n'));
    const res = await cli(['page', invalid], nowhere);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain(
      [
        `Invalid page file ${invalid}:`,
        '  - subTitle: subTitle is required',
        '  - slug: slug must be lowercase letters and digits, words joined by single hyphens (e.g. terms-condition)',
        '  - category: category must be one of policy, help, how-it-works',
        '  - position: position must be a whole number from 0 to 999',
        '  - body: body line 2: headings deeper than ### are not supported',
      ].join('\n'),
    );
    const reserved = await cli(['page', await write('reserved.md', pageFile({ ...checklist, slug: 'logout' }, 'x'))], nowhere);
    expect(reserved.stderr).toContain('  - slug: slug "logout" is taken by a settings route; choose another');
  });

  describe('while the server runs (through its admin API)', () => {
    beforeAll(async () => {
      server = await startServer(dataDir);
    });

    it('the server added the built-in pages at start-up', async () => {
      await expect.poll(() => server!.output()).toContain(`Added guideline pages: ${GUIDELINE_PAGE_SEEDS.map((p) => p.slug).join(', ')}`);
      const res = await cli(['pages'], { DATA_DIR: dataDir });
      expect(res.code).toBe(0);
      expect(res.stderr).toContain('through the running server');
      const lines = res.stdout.trim().split('\n');
      expect(lines[0]).toMatch(/^CATEGORY\s+POS\s+SLUG\s+TITLE\s+UPDATED$/);
      expect(lines.slice(1).map((line) => line.split(/\s+/)[2])).toEqual(GUIDELINE_PAGE_SEEDS.map((p) => p.slug));
      expect(lines[1]).toMatch(/^policy\s+1\s+privacy-policy-cargo-connects\s+Privacy policy\s+\d{4}-\d\d-\d\dT/);
    });

    it('creates a page from a Markdown file, then updates it; the public API shows it at once', async () => {
      const file = await write('checklist.md', pageFile(checklist, checklistBody));
      const created = await cli(['page', file], { DATA_DIR: dataDir });
      expect(created.code).toBe(0);
      expect(created.stderr).toContain('through the running server');
      expect(created.stdout.trim()).toBe('Created page shipping-checklist (help, position 2): Shipping checklist');
      const page = await getPage(server!.port, 'shipping-checklist');
      expect(page.status).toBe(200);
      expect(page.body.data).toMatchObject({ title: 'Shipping checklist', body: checklistBody.trim(), position: 2 });

      await write('checklist.md', pageFile({ ...checklist, title: '"Shipping checklist 2026"', position: 0 }, checklistBody));
      const updated = await cli(['page', file], { DATA_DIR: dataDir });
      expect(updated.code).toBe(0);
      expect(updated.stdout.trim()).toBe('Updated page shipping-checklist (help, position 0): Shipping checklist 2026');
      expect((await getPage(server!.port, 'shipping-checklist')).body.data).toMatchObject({ title: 'Shipping checklist 2026', position: 0 });
    });

    it('edits a built-in page', async () => {
      const terms = GUIDELINE_PAGE_SEEDS.find((p) => p.slug === 'terms-condition')!;
      const file = await write('terms.md', pageFile({ title: terms.title, subTitle: terms.subTitle, slug: terms.slug, category: terms.category, position: terms.position }, 'Edited terms.\n'));
      const res = await cli(['page', file], { DATA_DIR: dataDir });
      expect(res.stdout.trim()).toBe('Updated page terms-condition (policy, position 2): Terms and conditions');
      expect((await getPage(server!.port, 'terms-condition')).body.data.body).toBe('Edited terms.');
    });

    it('prints the newest contact messages, limited', async () => {
      const empty = await cli(['messages'], { DATA_DIR: dataDir });
      expect(empty.stdout.trim()).toBe('No contact messages yet.');
      for (const message of ['First question', 'Second question']) {
        expect((await post(server!.port, '/v1/common/contact', contact(message))).status).toBe(201);
      }
      const newest = await cli(['messages', '--limit=1'], { DATA_DIR: dataDir });
      expect(newest.code).toBe(0);
      expect(newest.stdout.match(/^From: /gm)).toHaveLength(1);
      expect(newest.stdout).toContain('From:    Ana Ruiz <ana@acme.example>\nCompany: Acme Freight\nPhone:   5512345678\nTime:    ');
      expect(newest.stdout).toContain('\n\nSecond question\n');
      const both = await cli(['messages'], { DATA_DIR: dataDir });
      expect(both.stdout.indexOf('Second question')).toBeLessThan(both.stdout.indexOf('First question'));
    });
  });

  describe('with the server stopped (direct database access)', () => {
    beforeAll(async () => {
      expect(await stopServer(server!)).toBe(0);
    });

    it('upserts and lists pages and reads messages itself', async () => {
      const faq = GUIDELINE_PAGE_SEEDS.find((p) => p.slug === 'faq')!;
      const file = await write('faq.md', pageFile({ title: 'Questions', subTitle: faq.subTitle, slug: 'faq', category: 'help', position: 1 }, '## Edited offline\n\nYes.'));
      const res = await cli(['page', file], { DATA_DIR: dataDir });
      expect(res.code).toBe(0);
      expect(res.stderr).not.toContain('through the running server');
      expect(res.stdout.trim()).toBe('Updated page faq (help, position 1): Questions');

      const pages = await cli(['pages'], { DATA_DIR: dataDir });
      expect(pages.stdout).toMatch(/^help\s+0\s+shipping-checklist\s+Shipping checklist 2026/m);
      expect(pages.stdout).toMatch(/^help\s+1\s+faq\s+Questions/m);
      const messages = await cli(['messages', '--limit', '5'], { DATA_DIR: dataDir });
      expect(messages.stdout.match(/^From: /gm)).toHaveLength(2);
    });

    it('a restarted server keeps every edit (the seed adds only missing pages)', async () => {
      server = await startServer(dataDir);
      try {
        expect((await getPage(server.port, 'faq')).body.data).toMatchObject({ title: 'Questions', body: '## Edited offline\n\nYes.' });
        expect((await getPage(server.port, 'terms-condition')).body.data.body).toBe('Edited terms.');
        expect((await getPage(server.port, 'shipping-checklist')).status).toBe(200);
        expect(server.output()).not.toContain('Added guideline pages');
      } finally {
        expect(await stopServer(server)).toBe(0);
      }
    });

    it('resolves a relative file against the directory npm was started from (INIT_CWD)', async () => {
      await write('relative.md', pageFile({ ...checklist, slug: 'relative-page' }, 'Relative.'));
      const res = await cli(['page', 'relative.md'], { DATA_DIR: dataDir, INIT_CWD: files });
      expect(res.code).toBe(0);
      expect(res.stdout.trim()).toBe('Created page relative-page (help, position 2): Shipping checklist');
      const fromRoot = await cli(['page', 'relative.md'], { DATA_DIR: dataDir });
      expect(fromRoot.stderr).toContain(`No such file: ${path.join(repoRoot, 'relative.md')}`);
    });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL?.trim())('npm run admin -- page | pages | messages with DATABASE_URL', () => {
  it('goes straight to PostgreSQL', async () => {
    const database = await createTestDatabase();
    const files = await mkdtemp(path.join(tmpdir(), 'cargo-admin-pages-'));
    try {
      await seedGuidelinePages(database.db);
      const file = path.join(files, 'checklist.md');
      await writeFile(file, pageFile(checklist, checklistBody));
      const res = await cli(['page', file], { DATABASE_URL: database.url! });
      expect(res.code).toBe(0);
      expect(res.stdout.trim()).toBe('Created page shipping-checklist (help, position 2): Shipping checklist');
      const pages = await cli(['pages'], { DATABASE_URL: database.url! });
      expect(pages.stdout).toMatch(/^help\s+2\s+shipping-checklist\s+Shipping checklist/m);

      const t = await createTestApp({ database });
      expect((await t.app.request('/v1/common/contact', json(contact('Through PostgreSQL')))).status).toBe(201);
      const messages = await cli(['messages'], { DATABASE_URL: database.url! });
      expect(messages.stdout).toContain('Through PostgreSQL');
    } finally {
      await database.close();
      await rm(files, { recursive: true, force: true });
    }
  });
});
