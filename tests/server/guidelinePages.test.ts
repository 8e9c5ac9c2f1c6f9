import * as oneVocabulary from '../../server/db/migrations/0014_one_vocabulary.ts';
import * as languageCookieWords from '../../server/db/migrations/0023_language_cookie_words.ts';
import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUIDELINE_PAGE_SEEDS } from '../../server/content/guidelinePageContent.ts';
import { listGuidelinePages, upsertGuidelinePage } from '../../server/content/guidelinePageStore.ts';
import { PageFileError, parsePageFile } from '../../server/content/pageFile.ts';
import { seedGuidelinePages } from '../../server/db/seedGuidelinePages.ts';
import { Envelope } from '../../src/schemas/envelope.ts';
import { GUIDELINE_CATEGORIES, GuidelinePage, GuidelinePageInput, GuidelinePageSummary, markdownSubsetIssue } from '../../src/schemas/guidelinePage.ts';
import { validate } from '../../src/schemas/validate.ts';
import { createTestApp, json, type TestApp } from './support/testApp.ts';

const LIST = '/v1/common/guidelinePages/user';
const ADMIN_TOKEN = 'admin-token-0123456789abcdefghijklmnopqrstuv';
const admin = { Authorization: `Bearer ${ADMIN_TOKEN}` };
const pageNotFound = { statusCode: 404, message: 'Page not found' };

const seedBySlug = (slug: string) => GUIDELINE_PAGE_SEEDS.find((page) => page.slug === slug)!;

describe('built-in guideline pages', () => {
  it('are valid pages in the Markdown subset, with # and ## headings only', () => {
    for (const page of GUIDELINE_PAGE_SEEDS) {
      expect(validate(GuidelinePageInput, page), page.slug).toEqual({ ok: true, value: page });
      expect(markdownSubsetIssue(page.body), page.slug).toBeUndefined();
      expect(page.body, page.slug).not.toMatch(/^###/m);
      expect(page.body.toLowerCase(), page.slug).not.toMatch(/lorem|ipsum|todo|tbd/);
    }
    expect(new Set(GUIDELINE_PAGE_SEEDS.map((p) => p.slug)).size).toBe(GUIDELINE_PAGE_SEEDS.length);
  });

  it('hold the pages the app links to: privacy, terms, FAQ and a how-it-works set of 4–5', () => {
    expect(seedBySlug('privacy-policy-cargo-connects').category).toBe('policy');
    expect(seedBySlug('terms-condition').category).toBe('policy');
    expect(seedBySlug('faq').category).toBe('help');
    const howItWorks = GUIDELINE_PAGE_SEEDS.filter((p) => p.category === 'how-it-works');
    expect(howItWorks.map((p) => p.title)).toEqual(['Register your company', 'Get verified', 'Request a service', 'Pay once', 'Follow and rate']);
  });

  it('the privacy policy covers the data, the reasons, retention, carriers, cookies, rights and the contact address', () => {
    const body = seedBySlug('privacy-policy-cargo-connects').body;
    for (const needle of [
      'Company details',
      'Contacts',
      'Addresses',
      'Orders',
      'never receive or store card numbers',
      '## Why we use it',
      '## How long we keep it',
      'The carrier assigned to your order',
      '**token:**',
      '**refreshToken:**',
      '**service:**',
      // The language cookie keeps either language the site speaks.
      '**i18n_redirected:** remembers the language of the app (English or Spanish) for one year.',
      '## Your rights',
      'mailto:privacy@cargoconnects.example',
    ]) {
      expect(body).toContain(needle);
    }
  });

  it('the terms cover accounts, booking, prices before payment, capture, cancellation windows, carriers, liability', () => {
    const body = seedBySlug('terms-condition').body;
    for (const needle of [
      '## Accounts and verification',
      '## Booking a service',
      'The price is computed by Cargo Connects before you pay',
      'captured once',
      '**Looking for a carrier**',
      '**Carrier assigned**',
      '## Carriers',
      '## Liability',
      '## Changes and governing terms',
    ]) {
      expect(body).toContain(needle);
    }
  });
});

describe('one vocabulary in the help pages (issue 18)', () => {
  it("the FAQ and the how-it-works pages name statuses with the badges' words and the upload formats the server takes", () => {
    const faq = seedBySlug('faq').body;
    for (const needle of ['**Looking for a carrier:**', '**Carrier assigned:**', '**In transit:**', '**Completed:**', 'PDF, PNG, JPEG or WebP', 'PNG, JPEG, WebP or GIF']) {
      expect(faq).toContain(needle);
    }
    const all = ['faq', 'terms-condition', 'follow-and-rate'].map((slug) => seedBySlug(slug).body).join('\n');
    expect(all).not.toMatch(/New assignments|\*\*Pending\*\*|\*\*In progress\*\*/);
    // The tabs carry the same words: the FAQ names them as the My Orders page does.
    expect(faq).toContain('the Upcoming tab');
    expect(faq).toContain('In transit, Completed and Cancelled tabs');
    expect(all).not.toMatch(/Pending tab|In progress/);
  });
});

describe('pages stored by an earlier start (migration 0014)', () => {
  it('speak the new words after the migration; other text stays', async () => {
    const t = await createTestApp({});
    try {
      const old = 'Statuses: **New assignments**, **Pending**, **In progress**. Open the Pending tab; the In progress, Completed and Cancelled tabs list the rest.';
      await t.db.deleteFrom('guideline_pages').where('slug', '=', 'faq').execute();
      await t.db.insertInto('guideline_pages').values({ slug: 'faq', title: 'FAQ', sub_title: 'Questions', category: 'help', position: 1, body: old }).execute();
      await oneVocabulary.up(t.db);
      const { body } = await t.db.selectFrom('guideline_pages').select('body').where('slug', '=', 'faq').executeTakeFirstOrThrow();
      expect(body).toBe('Statuses: **Looking for a carrier**, **Carrier assigned**, **In transit**. Open the Upcoming tab; the In transit, Completed and Cancelled tabs list the rest.');
    } finally {
      await t.close();
    }
  });
});

describe('a privacy policy stored by an earlier start (migration 0023)', () => {
  it('says the language cookie keeps English or Spanish, and is the seed again (so Spanish readers get the Spanish text)', async () => {
    const t = await createTestApp({});
    try {
      const slug = 'privacy-policy-cargo-connects';
      const seed = seedBySlug(slug);
      const old = seed.body.replace(languageCookieWords.NEW_COOKIE_WORDS, languageCookieWords.OLD_COOKIE_WORDS);
      expect(old).not.toBe(seed.body);
      await seedGuidelinePages(t.db);
      await t.db.updateTable('guideline_pages').set({ body: old }).where('slug', '=', slug).execute();
      await languageCookieWords.up(t.db);
      const { body } = await t.db.selectFrom('guideline_pages').select('body').where('slug', '=', slug).executeTakeFirstOrThrow();
      expect(body).toBe(seed.body);
      const res = await t.app.request(`${LIST}/${slug}`, { headers: { 'Accept-Language': 'es-MX' } });
      expect(((await res.json()) as { data: { language: string } }).data.language).toBe('es');
    } finally {
      await t.close();
    }
  });
});

describe('GET /v1/common/guidelinePages/user (public)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ adminToken: ADMIN_TOKEN });
  });
  afterAll(() => t.close());

  const list = async () => {
    const res = await t.app.request(LIST);
    expect(res.status).toBe(200);
    return Schema.decodeUnknownSync(Envelope(Schema.Array(GuidelinePageSummary)))(await res.json());
  };

  it('is empty before the seed', async () => {
    expect(await list()).toEqual({ statusCode: 200, message: 'Guideline pages fetched successfully', data: [] });
  });

  it('lists summaries without auth, by category (policy, help, how-it-works) then position', async () => {
    expect(await seedGuidelinePages(t.db)).toEqual(GUIDELINE_PAGE_SEEDS.map((p) => p.slug));
    // An operator's page in the middle of the help category, and one with a lower position than the FAQ.
    await upsertGuidelinePage(t.db, { slug: 'shipping-checklist', title: 'Shipping checklist', subTitle: 'Before the truck arrives', category: 'help', position: 0, body: 'Check the load.' });
    await upsertGuidelinePage(t.db, { slug: 'customs-basics', title: 'Customs basics', subTitle: 'Crossing the border', category: 'help', position: 2, body: 'Entry numbers.' });

    const res = await t.app.request(LIST);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
    const { data } = await list();
    expect(data.map((p) => p.slug)).toEqual([
      'privacy-policy-cargo-connects',
      'terms-condition',
      'shipping-checklist',
      'faq',
      'customs-basics',
      'register-your-company',
      'get-verified',
      'request-a-service',
      'pay-once',
      'follow-and-rate',
    ]);
    expect(data[0]).toEqual({
      title: 'Privacy policy',
      subTitle: seedBySlug('privacy-policy-cargo-connects').subTitle,
      slug: 'privacy-policy-cargo-connects',
      category: 'policy',
      position: 1,
      language: 'en',
    });
    // Summaries only: no body; each says the language of its words (English without Accept-Language: es).
    expect(Object.keys(data[0]!).sort()).toEqual(['category', 'language', 'position', 'slug', 'subTitle', 'title']);
    expect(new Set(data.map((p) => p.language))).toEqual(new Set(['en']));
    const ranks = data.map((p) => GUIDELINE_CATEGORIES.indexOf(p.category));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('answers one page by slug with its Markdown body', async () => {
    const res = await t.app.request(`${LIST}/terms-condition`);
    expect(res.status).toBe(200);
    const body = Schema.decodeUnknownSync(Envelope(GuidelinePage))(await res.json());
    const seed = seedBySlug('terms-condition');
    expect(body).toEqual({
      statusCode: 200,
      message: 'Guideline page fetched successfully',
      data: { ...seed, language: 'en', updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) },
    });
  });

  it('answers 404 "Page not found" for an unknown or malformed slug', async () => {
    for (const slug of ['no-such-page', 'FAQ', 'faq%20', '..%2Fetc', 'x'.repeat(200), "faq'--"]) {
      const res = await t.app.request(`${LIST}/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(await res.json()).toEqual(pageNotFound);
    }
  });

  it('the seed is idempotent and never overwrites an edit; a missing page comes back', async () => {
    const edited = { ...seedBySlug('faq'), title: 'Questions and answers', body: '## Edited by an operator\n\nStill here.' };
    const put = await t.app.request('/v1/admin/guideline-pages/faq', json(edited, 'PUT', admin));
    expect(put.status).toBe(200);
    await t.db.deleteFrom('guideline_pages').where('slug', '=', 'pay-once').execute();

    expect(await seedGuidelinePages(t.db)).toEqual(['pay-once']);
    expect(await seedGuidelinePages(t.db)).toEqual([]);
    const faq = Schema.decodeUnknownSync(Envelope(GuidelinePage))(await (await t.app.request(`${LIST}/faq`)).json());
    expect(faq.data).toMatchObject({ title: 'Questions and answers', body: '## Edited by an operator\n\nStill here.' });
    expect((await t.db.selectFrom('guideline_pages').select('slug').execute()).length).toBe(GUIDELINE_PAGE_SEEDS.length + 2);
  });

  it('refuses an invalid built-in page loudly rather than storing it', async () => {
    await expect(seedGuidelinePages(t.db, [{ ...seedBySlug('faq'), slug: 'Bad Slug' }])).rejects.toThrow('Built-in guideline page "Bad Slug" is invalid');
  });
});

describe('admin API: /v1/admin/guideline-pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ adminToken: ADMIN_TOKEN });
  });
  afterAll(() => t.close());

  const page = { title: 'Shipping checklist', subTitle: 'Before the truck arrives', category: 'help', position: 3, body: '## Documents\n\n- Bill of lading\n- Commercial invoice' };
  const put = (slug: string, body: unknown, headers: Record<string, string> = admin) => t.app.request(`/v1/admin/guideline-pages/${slug}`, json(body, 'PUT', headers));

  it('refuses requests without the admin token', async () => {
    for (const headers of [{}, { Authorization: 'Bearer wrong' }] as Record<string, string>[]) {
      const res = await put('checklist', page, headers);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ statusCode: 401, message: 'Admin token required' });
      expect((await t.app.request('/v1/admin/guideline-pages', { headers })).status).toBe(401);
    }
  });

  it('creates (201) then updates (200) a page; the path’s slug wins', async () => {
    const created = await put('checklist', { ...page, slug: 'ignored-slug' });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({
      statusCode: 201,
      message: 'Page created',
      data: { ...page, slug: 'checklist', updatedAt: expect.any(String) },
    });
    const before = (await listGuidelinePages(t.db))[0]!.updatedAt;
    const updated = await put('checklist', { ...page, title: 'Shipping checklist (2026)', position: 1 });
    expect(updated.status).toBe(200);
    const body = (await updated.json()) as { message: string; data: { title: string; position: number; updatedAt: string } };
    expect(body).toMatchObject({ message: 'Page updated', data: { title: 'Shipping checklist (2026)', position: 1 } });
    expect(body.data.updatedAt >= before).toBe(true);
    expect(await t.db.selectFrom('guideline_pages').select('slug').where('slug', '=', 'ignored-slug').executeTakeFirst()).toBeUndefined();

    const listed = await t.app.request('/v1/admin/guideline-pages', { headers: admin });
    expect(((await listed.json()) as { data: unknown[] }).data).toEqual([
      { title: 'Shipping checklist (2026)', subTitle: page.subTitle, slug: 'checklist', category: 'help', position: 1, updatedAt: body.data.updatedAt },
    ]);
  });

  it('validates with the page rules (400 with field errors), never a 5xx', async () => {
    const res = await put('Bad_Slug', { ...page, category: 'news', body: '<b>hi</b>' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: 400,
      message: 'slug must be lowercase letters and digits, words joined by single hyphens (e.g. terms-condition)',
      errors: {
        slug: 'slug must be lowercase letters and digits, words joined by single hyphens (e.g. terms-condition)',
        category: 'category must be one of policy, help, how-it-works',
        body: 'body line 1: HTML is not supported (supported: # ## ### headings, paragraphs, "-" lists, **bold** and [text](url))',
      },
    });
    for (const body of [[], 'text', null]) {
      const bad = await put('checklist', body);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ statusCode: 400, message: 'Please fill up your field !', errors: { '': 'Please fill up your field !' } });
    }
    const notJson = await t.app.request('/v1/admin/guideline-pages/checklist', { method: 'PUT', headers: { ...admin, 'Content-Type': 'text/markdown' }, body: '# x' });
    expect(notJson.status).toBe(415);
  });
});

describe('page files (npm run admin -- page)', () => {
  it('parses front matter and body; a missing key stays missing', () => {
    const text = '\uFEFF---\r\ntitle: "Pay once"\r\nsubTitle: The price you see\r\nslug: pay-once\r\ncategory: how-it-works\r\nposition: 4\r\n---\r\nBody line\r\n\r\n- item\r\n';
    expect(parsePageFile(text)).toEqual({ title: 'Pay once', subTitle: 'The price you see', slug: 'pay-once', category: 'how-it-works', position: 4, body: 'Body line\n\n- item\n' });
    expect(parsePageFile("---\ntitle: 'Quoted: yes'\nposition: three\n---\n")).toEqual({ title: 'Quoted: yes', position: 'three', body: '' });
    expect(validate(GuidelinePageInput, parsePageFile('---\ntitle: T\n---\nBody'))).toEqual({
      ok: false,
      errors: { subTitle: 'subTitle is required', slug: 'slug is required', category: 'category is required', position: 'position is required' },
    });
  });

  it('explains a broken structure', () => {
    const cases: Array<[string, string]> = [
      ['# Just markdown', 'No front matter (the first line must be ---).'],
      ['---\ntitle: T\n', 'The front matter is not closed: add a line with --- after it.'],
      ['---\njust words\n---\n', 'Front matter line 2 is not "key: value": just words'],
      ['---\nauthor: me\n---\n', 'Unknown front-matter key "author" on line 2; the keys are title, subTitle, slug, category, position'],
      ['---\nslug: a\nslug: b\n---\n', 'Front-matter key "slug" appears twice (line 3)'],
    ];
    for (const [text, message] of cases) {
      expect(() => parsePageFile(text)).toThrow(PageFileError);
      expect(() => parsePageFile(text)).toThrow(message);
    }
  });
});
