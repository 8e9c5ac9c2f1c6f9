import { Schema } from 'effect';
import { requiredText } from './fields.ts';
import { LOCALES } from './locales.ts';
import { GUIDELINE_CATEGORIES, MAX_BODY, MAX_POSITION, MAX_SLUG, MAX_SUB_TITLE, MAX_TITLE, RESERVED_SLUGS, SLUG_PATTERN } from './guidelinePageLimits.ts';
import { BrowserMessages } from './browserMessages.ts';

// Guideline pages: the policy, help and how-it-works texts the settings layout lists and the
// public privacy / terms pages render. Operators write them (npm run admin -- page <file.md>).

export * from './guidelinePageLimits.ts';

export const GuidelineCategory = Schema.Literals(GUIDELINE_CATEGORIES);
export type GuidelineCategory = typeof GuidelineCategory.Type;

/** `data` items of `GET /v1/common/guidelinePages/user`, ordered by category (as listed above), then position. */
export const GuidelinePageSummary = Schema.Struct({
  title: Schema.String,
  subTitle: Schema.String,
  slug: Schema.String,
  category: GuidelineCategory,
  position: Schema.Number,
  /**
   * The language of the page's words (title, subTitle, body): 'es' for a built-in page served in
   * its Spanish text, else 'en' (an operator's page stays as written, in English). Not in the spec's
   * shapes: an added field, so a page in another language than the site's can be marked so.
   */
  language: Schema.Literals(LOCALES),
});
export type GuidelinePageSummary = typeof GuidelinePageSummary.Type;

/** `data` of `GET /v1/common/guidelinePages/user/{slug}`. */
export const GuidelinePage = Schema.Struct({
  ...GuidelinePageSummary.fields,
  /** Markdown subset: '#'/'##'/'###' headings, paragraphs, '-' lists, **bold**, [text](url). */
  body: Schema.String,
  /** ISO 8601. */
  updatedAt: Schema.String,
});
export type GuidelinePage = typeof GuidelinePage.Type;

const SUPPORTED = 'supported: # ## ### headings, paragraphs, "-" lists, **bold** and [text](url)';

// Line starts the client's renderer (src/views/components/Markdown.tsx) would show as plain text.
const unsupportedLines: ReadonlyArray<readonly [RegExp, string]> = [
  [/^#{4,}\s/, 'headings deeper than ### are not supported'],
  [/^>/, 'block quotes are not supported'],
  [/^(```|~~~)/, 'code blocks are not supported'],
  [/^\d+[.)]\s/, 'numbered lists are not supported; use "-" items'],
  [/^[*+]\s/, 'list items start with "-"'],
  [/^\|/, 'tables are not supported'],
];
const IMAGE = /!\[[^\]\n]*\]\(/;
const HTML_TAG = /<\/?[A-Za-z][^>\n]*>/;
const LINK = /\[[^\]\n]+\]\(([^)\n]*)\)/g;
// Controls, spaces and backslashes: browsers drop or rewrite them inside URLs ('/\t/evil' becomes '//evil').
const hasUnsafeUrlChar = (url: string): boolean =>
  [...url].some((ch) => {
    const code = ch.charCodeAt(0);
    return code <= 0x20 || code === 0x7f || ch === '\\';
  });

/** A link target pages may use: http(s), mailto, or a path on this site (not '//host'). */
export function isSafeLinkTarget(url: string): boolean {
  if (url === '' || hasUnsafeUrlChar(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' || protocol === 'mailto:';
  } catch {
    return false;
  }
}

/** The first construct outside the Markdown subset, as 'body line N: …', or undefined. */
export function markdownSubsetIssue(body: string): string | undefined {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    const at = `body line ${index + 1}`;
    for (const [pattern, problem] of unsupportedLines) {
      if (pattern.test(line)) return `${at}: ${problem} (${SUPPORTED})`;
    }
    if (IMAGE.test(line)) return `${at}: images are not supported (${SUPPORTED})`;
    if (HTML_TAG.test(line)) return `${at}: HTML is not supported (${SUPPORTED})`;
    for (const match of line.matchAll(LINK)) {
      const target = match[1]!;
      if (!isSafeLinkTarget(target)) return `${at}: link target "${target}" must start with https://, http://, mailto: or / (a page of this site)`;
    }
  }
  return undefined;
}

const ruled = <A>(check: (value: A) => string | undefined) => Schema.makeFilter((value: A) => check(value) ?? true);

/**
 * A page as an operator writes it: the front matter of `npm run admin -- page <file.md>` plus the
 * Markdown body, and the body of `PUT /v1/admin/guideline-pages/{slug}` (slug from the path).
 */
export const GuidelinePageInput = Schema.Struct({
  title: requiredText('title', { max: MAX_TITLE }).pipe(Schema.check(Schema.isMaxLength(MAX_TITLE, { message: BrowserMessages.titleTooLong }))),
  subTitle: requiredText('subTitle', { max: MAX_SUB_TITLE }).pipe(Schema.check(Schema.isMaxLength(MAX_SUB_TITLE, { message: BrowserMessages.subTitleTooLong }))),
  slug: requiredText('slug').pipe(
    Schema.check(
      ruled((slug: string) =>
        slug.length > MAX_SLUG
          ? BrowserMessages.slugTooLong
          : !SLUG_PATTERN.test(slug)
            ? BrowserMessages.slugFormat
            : RESERVED_SLUGS.includes(slug)
              ? BrowserMessages.slugReserved(slug)
              : undefined,
      ),
    ),
  ),
  category: GuidelineCategory.annotate({ message: BrowserMessages.guidelineCategoryInvalid }).pipe(
    Schema.annotateKey({ messageMissingKey: 'category is required' }),
  ),
  position: Schema.Number.annotate({ message: BrowserMessages.guidelinePositionInvalid }).pipe(
    Schema.check(Schema.makeFilter((n: number) => (Number.isInteger(n) && n >= 0 && n <= MAX_POSITION) || BrowserMessages.guidelinePositionInvalid)),
    Schema.annotateKey({ messageMissingKey: 'position is required' }),
  ),
  body: requiredText('body', { max: MAX_BODY }).pipe(
    Schema.check(Schema.isMaxLength(MAX_BODY, { message: BrowserMessages.bodyTooLong })),
    Schema.check(ruled(markdownSubsetIssue)),
  ),
}).annotate({ message: BrowserMessages.fillUp });
export type GuidelinePageInput = typeof GuidelinePageInput.Type;
