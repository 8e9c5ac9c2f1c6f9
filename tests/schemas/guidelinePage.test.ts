import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { Envelope } from '../../src/schemas/envelope.ts';
import {
  GuidelinePage,
  GuidelinePageInput,
  GuidelinePageSummary,
  isSafeLinkTarget,
  markdownSubsetIssue,
} from '../../src/schemas/guidelinePage.ts';
import { validate } from '../../src/schemas/validate.ts';

const summary = { title: 'FAQ', subTitle: 'Quick answers', slug: 'faq', category: 'help', position: 1 } as const;
const input = { ...summary, body: '## Question\n\nAnswer with **bold** and a [link](/contact-us).\n\n- one\n- two' };

describe('GuidelinePageSummary and GuidelinePage (responses)', () => {
  it('decode the list and the page', () => {
    const listed = { ...summary, language: 'es' } as const;
    expect(Schema.decodeUnknownSync(Envelope(Schema.Array(GuidelinePageSummary)))({ statusCode: 200, message: 'm', data: [listed] }).data).toEqual([listed]);
    const page = { ...summary, language: 'en', body: 'Text', updatedAt: '2026-01-02T03:04:05.000Z' };
    expect(Schema.decodeUnknownSync(GuidelinePage)(page)).toEqual(page);
  });

  it('refuse an unknown category, and a language the page cannot be in', () => {
    expect(() => Schema.decodeUnknownSync(GuidelinePageSummary)({ ...summary, language: 'en', category: 'news' })).toThrow();
    expect(() => Schema.decodeUnknownSync(GuidelinePageSummary)({ ...summary, language: 'fr' })).toThrow();
  });
});

describe('GuidelinePageInput (operator pages)', () => {
  it('accepts a page, trimmed', () => {
    expect(validate(GuidelinePageInput, { ...input, title: ' FAQ ', body: `\n${input.body}\n\n` })).toEqual({ ok: true, value: input });
  });

  it('requires every field, all at once', () => {
    expect(validate(GuidelinePageInput, {})).toEqual({
      ok: false,
      errors: {
        title: 'title is required',
        subTitle: 'subTitle is required',
        slug: 'slug is required',
        category: 'category is required',
        position: 'position is required',
        body: 'body is required',
      },
    });
  });

  it('checks the slug, category and position', () => {
    const slugFormat = 'slug must be lowercase letters and digits, words joined by single hyphens (e.g. terms-condition)';
    for (const slug of ['Terms', 'terms_condition', 'terms--condition', '-terms', 'terms-', 'términos', 'a/b']) {
      expect(validate(GuidelinePageInput, { ...input, slug })).toEqual({ ok: false, errors: { slug: slugFormat } });
    }
    expect(validate(GuidelinePageInput, { ...input, slug: 'a'.repeat(81) })).toEqual({ ok: false, errors: { slug: 'slug must be at most 80 characters' } });
    for (const slug of ['notifications', 'logout']) {
      expect(validate(GuidelinePageInput, { ...input, slug })).toEqual({ ok: false, errors: { slug: `slug "${slug}" is taken by a settings route; choose another` } });
    }
    expect(validate(GuidelinePageInput, { ...input, category: 'news' })).toEqual({
      ok: false,
      errors: { category: 'category must be one of policy, help, how-it-works' },
    });
    for (const position of [-1, 1.5, 1000, '3', null, Number.NaN]) {
      expect(validate(GuidelinePageInput, { ...input, position })).toEqual({ ok: false, errors: { position: 'position must be a whole number from 0 to 999' } });
    }
    expect(validate(GuidelinePageInput, { ...input, position: 0 }).ok).toBe(true);
    expect(validate(GuidelinePageInput, { ...input, position: 999 }).ok).toBe(true);
  });

  it('caps the title, subTitle and body', () => {
    expect(validate(GuidelinePageInput, { ...input, title: 't'.repeat(121), subTitle: 's'.repeat(241), body: 'b'.repeat(50_001) })).toEqual({
      ok: false,
      errors: {
        title: 'title must be at most 120 characters',
        subTitle: 'subTitle must be at most 240 characters',
        body: 'body must be at most 50000 characters',
      },
    });
  });

  it('refuses Markdown the pages cannot render, naming the line', () => {
    const body = (line: string) => `First paragraph.\n\n${line}`;
    const cases: Array<[string, string]> = [
      ['#### Deep', 'headings deeper than ### are not supported'],
      ['> quoted', 'block quotes are not supported'],
      ['```', 'code blocks are not supported'],
      ['1. first', 'numbered lists are not supported; use "-" items'],
      ['* item', 'list items start with "-"'],
      ['| a | b |', 'tables are not supported'],
      ['![logo](/logo.png)', 'images are not supported'],
      ['<script>alert(1)</script>', 'HTML is not supported'],
    ];
    for (const [line, problem] of cases) {
      const result = validate(GuidelinePageInput, { ...input, body: body(line) });
      expect(!result.ok && result.errors.body).toMatch(new RegExp(`^body line 3: ${problem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    }
    expect(markdownSubsetIssue('[click](javascript:alert(1))')).toBe(
      'body line 1: link target "javascript:alert(1" must start with https://, http://, mailto: or / (a page of this site)',
    );
    expect(markdownSubsetIssue('# One\n## Two\n### Three\n\n- a\n- b\n\nPlain **bold** [x](https://example.com) [y](mailto:a@b.co) [z](/faq)')).toBeUndefined();
  });

  it('allows links to http(s), mailto and this site only', () => {
    for (const url of ['https://example.com/a', 'http://example.com', 'mailto:privacy@cargoconnects.example', '/contact-us']) expect(isSafeLinkTarget(url)).toBe(true);
    for (const url of ['', '//evil.example', 'javascript:alert(1)', 'data:text/html,x', '/\t/evil', 'ftp://x.example', 'relative/path']) {
      expect(isSafeLinkTarget(url)).toBe(false);
    }
  });
});
