import { Schema } from 'effect';
import { requiredText } from './fields.ts';
import { Messages } from './messages.ts';

// Guideline pages: the policy, help and how-it-works texts the settings layout lists and the
// public privacy / terms pages render. Operators write them (npm run admin -- page <file.md>).

export const GUIDELINE_CATEGORIES = ['policy', 'help', 'how-it-works'] as const;
export const GuidelineCategory = Schema.Literals(GUIDELINE_CATEGORIES);
export type GuidelineCategory = typeof GuidelineCategory.Type;

/** `data` items of `GET /v1/common/guidelinePages/user`, ordered by category (as listed above), then position. */
export const GuidelinePageSummary = Schema.Struct({
  title: Schema.String,
  subTitle: Schema.String,
  slug: Schema.String,
  category: GuidelineCategory,
  position: Schema.Number,
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

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** /settings/notifications and /settings/logout are routes of their own: a page there could never be opened. */
export const RESERVED_SLUGS: readonly string[] = ['notifications', 'logout'];
export const MAX_SLUG = 80;
export const MAX_TITLE = 120;
export const MAX_SUB_TITLE = 240;
export const MAX_POSITION = 999;
export const MAX_BODY = 50_000;

export const guidelinePageMessages = {
  slugFormat: 'slug must be lowercase letters and digits, words joined by single hyphens (e.g. terms-condition)',
  slugTooLong: `slug must be at most ${MAX_SLUG} characters`,
  slugReserved: (slug: string): string => `slug "${slug}" is taken by a settings route; choose another`,
  titleTooLong: `title must be at most ${MAX_TITLE} characters`,
  subTitleTooLong: `subTitle must be at most ${MAX_SUB_TITLE} characters`,
  category: `category must be one of ${GUIDELINE_CATEGORIES.join(', ')}`,
  position: `position must be a whole number from 0 to ${MAX_POSITION}`,
  bodyTooLong: `body must be at most ${MAX_BODY} characters`,
} as const;

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
  title: requiredText('title').pipe(Schema.check(Schema.isMaxLength(MAX_TITLE, { message: guidelinePageMessages.titleTooLong }))),
  subTitle: requiredText('subTitle').pipe(Schema.check(Schema.isMaxLength(MAX_SUB_TITLE, { message: guidelinePageMessages.subTitleTooLong }))),
  slug: requiredText('slug').pipe(
    Schema.check(
      ruled((slug: string) =>
        slug.length > MAX_SLUG
          ? guidelinePageMessages.slugTooLong
          : !SLUG_PATTERN.test(slug)
            ? guidelinePageMessages.slugFormat
            : RESERVED_SLUGS.includes(slug)
              ? guidelinePageMessages.slugReserved(slug)
              : undefined,
      ),
    ),
  ),
  category: GuidelineCategory.annotate({ message: guidelinePageMessages.category }).pipe(
    Schema.annotateKey({ messageMissingKey: 'category is required' }),
  ),
  position: Schema.Number.annotate({ message: guidelinePageMessages.position }).pipe(
    Schema.check(Schema.makeFilter((n: number) => (Number.isInteger(n) && n >= 0 && n <= MAX_POSITION) || guidelinePageMessages.position)),
    Schema.annotateKey({ messageMissingKey: 'position is required' }),
  ),
  body: requiredText('body').pipe(
    Schema.check(Schema.isMaxLength(MAX_BODY, { message: guidelinePageMessages.bodyTooLong })),
    Schema.check(ruled(markdownSubsetIssue)),
  ),
}).annotate({ message: Messages.fillUp });
export type GuidelinePageInput = typeof GuidelinePageInput.Type;
