/**
 * The list of spec rule ids (spec-rules.md): the denominator of "spec rules exercised".
 * It lives beside the repository (../shared/spec-rules.md), not in it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export interface SpecRule {
  id: string;
  /** the rule's text after the dash, without Markdown backticks */
  text: string;
  /** the `##` heading it is listed under */
  section: string;
}

const ID = /^[a-z][a-z0-9-]*(\.[a-z0-9-]+)*$/;

/**
 * Rules are list items: "- `id` — text", "- `a` / `b` — text" (two ids, one text) or
 * "- `x` 2000 · `y` 365 days" (several ids, no dash). Ids are the backticked words before the
 * item's " — "; later backticks are part of the text.
 */
export function parseSpecRules(markdown: string): SpecRule[] {
  const rules: SpecRule[] = [];
  let section = '';
  const items: Array<{ text: string; section: string }> = [];
  for (const line of markdown.split(/\r?\n/)) {
    const heading = /^##\s+(.*)$/.exec(line);
    if (heading) {
      section = heading[1]!.trim();
      continue;
    }
    if (/^- /.test(line)) items.push({ text: line.slice(2), section });
    else if (/^\s{2,}\S/.test(line) && items.length) items[items.length - 1]!.text += ` ${line.trim()}`;
    else if (!line.trim()) items.push({ text: '', section }); // a blank line ends an item
  }
  const add = (id: string, text: string, section: string) => {
    if (ID.test(id) && !rules.some((r) => r.id === id)) rules.push({ id, text: text.replace(/`([^`]*)`/g, '$1').trim(), section });
  };
  for (const item of items) {
    if (!item.text.startsWith('`')) continue;
    const dash = item.text.indexOf(' — ');
    if (dash >= 0) {
      for (const m of item.text.slice(0, dash).matchAll(/`([^`]+)`/g)) add(m[1]!, item.text.slice(dash + 3), item.section);
      continue;
    }
    // "`a` 2000 · `b` 365 days": each id's text is the rest of its segment
    for (const segment of item.text.split(' · ')) {
      const m = /^\s*`([^`]+)`\s*(.*)$/.exec(segment);
      if (m) add(m[1]!, m[2]!.replace(/\.$/, ''), item.section);
    }
  }
  return rules;
}

/**
 * Where spec-rules.md is: $SPEC_RULES, else ../shared/spec-rules.md or ../spec-rules.md
 * from the repository root (CI puts the shared folder beside the clone). Null when absent.
 */
export function findSpecRulesFile(repoRoot: string, env: Readonly<Record<string, string | undefined>> = process.env): string | null {
  const candidates = [
    env.SPEC_RULES ? resolve(repoRoot, env.SPEC_RULES) : null,
    join(dirname(resolve(repoRoot)), 'shared', 'spec-rules.md'),
    join(dirname(resolve(repoRoot)), 'spec-rules.md'),
  ];
  return candidates.find((c): c is string => c !== null && existsSync(c)) ?? null;
}

export function loadSpecRules(repoRoot: string): { file: string | null; rules: SpecRule[] } {
  const file = findSpecRulesFile(repoRoot);
  return { file, rules: file ? parseSpecRules(readFileSync(file, 'utf8')) : [] };
}
