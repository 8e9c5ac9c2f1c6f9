// The file `npm run admin -- page <file.md>` reads: front matter, then the Markdown body.
//
//   ---
//   title: Privacy policy
//   subTitle: How we handle your data
//   slug: privacy-policy-cargo-connects
//   category: policy
//   position: 1
//   ---
//   Body in Markdown…

/** The file's structure is wrong (field values are checked afterwards, by GuidelinePageInput). */
export class PageFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PageFileError';
  }
}

export const PAGE_FILE_KEYS = ['title', 'subTitle', 'slug', 'category', 'position'] as const;
type PageFileKey = (typeof PAGE_FILE_KEYS)[number];

const FENCE = /^---[ \t]*$/;
const ENTRY = /^([A-Za-z][\w-]*)[ \t]*:[ \t]*(.*?)[ \t]*$/;

const unquote = (value: string): string => {
  const quoted = /^"(.*)"$/.exec(value) ?? /^'(.*)'$/.exec(value);
  return quoted ? quoted[1]! : value;
};

/**
 * The front-matter fields and the body, undecoded: position becomes a number when it is digits, so
 * GuidelinePageInput reports any other value with its own message.
 */
export function parsePageFile(text: string): Partial<Record<PageFileKey, unknown>> & { body: string } {
  const lines = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split('\n');
  const usage = `The file must start with front matter:\n---\n${PAGE_FILE_KEYS.map((k) => `${k}: …`).join('\n')}\n---\nthen the page body in Markdown.`;
  if (!FENCE.test(lines[0] ?? '')) throw new PageFileError(`No front matter (the first line must be ---). ${usage}`);
  const end = lines.findIndex((line, i) => i > 0 && FENCE.test(line));
  if (end === -1) throw new PageFileError(`The front matter is not closed: add a line with --- after it. ${usage}`);

  const fields: Partial<Record<PageFileKey, string>> = {};
  for (let i = 1; i < end; i++) {
    const line = lines[i]!;
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const entry = ENTRY.exec(line);
    if (!entry) throw new PageFileError(`Front matter line ${i + 1} is not "key: value": ${line.trim()}`);
    const key = entry[1]!;
    if (!(PAGE_FILE_KEYS as readonly string[]).includes(key)) {
      throw new PageFileError(`Unknown front-matter key "${key}" on line ${i + 1}; the keys are ${PAGE_FILE_KEYS.join(', ')}`);
    }
    if (fields[key as PageFileKey] !== undefined) throw new PageFileError(`Front-matter key "${key}" appears twice (line ${i + 1})`);
    fields[key as PageFileKey] = unquote(entry[2]!);
  }

  // A missing key stays missing, so the schema says 'X is required'.
  const { position, ...texts } = fields;
  return {
    ...texts,
    ...(position !== undefined ? { position: /^\d{1,9}$/.test(position) ? Number(position) : position } : {}),
    body: lines.slice(end + 1).join('\n'),
  };
}
