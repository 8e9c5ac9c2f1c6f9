import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSpecRulesFile, loadSpecRules, parseSpecRules } from './specRules.ts';

const sample = `# Spec rules, one id each

Tag it with its id (\`meta: { spec: ['goback.wizard.step5'] }\`); ids never change meaning.

## Routes and layouts (§2)
- \`route.public\` — the public routes need no token.
- \`route.order-from-notification\` — \`/my-orders/service/{id}\` is reached from a notification's redirectId.

## States and transitions (§4)
- \`access.guest\` / \`access.signed-in\` — no token vs a valid token.
- \`logout\` — removes token; goes to \`/login\`.

## Validation (§5)
- \`guard.signed-in\` — server says \`data.isValid\` = 1.

## Constants (§9)
- \`const.toast-ms\` 2000 · \`const.locale-cookie\` 365 days ·
  \`const.placeholder\` 'Select option'.
- \`const.generated-id\` — 10 random capital letters.
`;

describe('parseSpecRules', () => {
  const rules = parseSpecRules(sample);

  it('takes the backticked ids before the dash, in order, with their section', () => {
    expect(rules.map((r) => r.id)).toEqual([
      'route.public',
      'route.order-from-notification',
      'access.guest',
      'access.signed-in',
      'logout',
      'guard.signed-in',
      'const.toast-ms',
      'const.locale-cookie',
      'const.placeholder',
      'const.generated-id',
    ]);
    expect(rules[0]).toEqual({ id: 'route.public', text: 'the public routes need no token.', section: 'Routes and layouts (§2)' });
  });

  it('keeps backticked words after the dash as text, not ids (paths, data.isValid)', () => {
    expect(rules.find((r) => r.id === 'route.order-from-notification')!.text).toBe("/my-orders/service/{id} is reached from a notification's redirectId.");
    expect(rules.some((r) => r.id === 'data.isValid')).toBe(false);
    expect(rules.some((r) => r.id === 'goback.wizard.step5')).toBe(false); // from the intro, not a list item
  });

  it('gives two ids of one item the same text', () => {
    expect(rules.filter((r) => r.text === 'no token vs a valid token.').map((r) => r.id)).toEqual(['access.guest', 'access.signed-in']);
  });

  it('splits a "·" list of constants, continuation lines included, each id with its value', () => {
    expect(rules.filter((r) => r.id.startsWith('const.')).map((r) => [r.id, r.text])).toEqual([
      ['const.toast-ms', '2000'],
      ['const.locale-cookie', '365 days'],
      ['const.placeholder', "'Select option'"],
      ['const.generated-id', '10 random capital letters.'],
    ]);
  });
});

describe('findSpecRulesFile', () => {
  const base = mkdtempSync(join(tmpdir(), 'spec-rules-'));
  const repo = join(base, 'main');
  mkdirSync(repo);

  it('is null when there is no rules file, and finds ../spec-rules.md, then prefers ../shared/', () => {
    expect(findSpecRulesFile(repo, {})).toBeNull();
    writeFileSync(join(base, 'spec-rules.md'), sample);
    expect(findSpecRulesFile(repo, {})).toBe(join(base, 'spec-rules.md'));
    mkdirSync(join(base, 'shared'));
    writeFileSync(join(base, 'shared', 'spec-rules.md'), sample);
    expect(findSpecRulesFile(repo, {})).toBe(join(base, 'shared', 'spec-rules.md'));
  });

  it('SPEC_RULES wins, relative to the repository', () => {
    writeFileSync(join(repo, 'rules.md'), '- `val.required` — x');
    expect(findSpecRulesFile(repo, { SPEC_RULES: 'rules.md' })).toBe(join(repo, 'rules.md'));
    expect(findSpecRulesFile(repo, { SPEC_RULES: 'missing.md' })).toBe(join(base, 'shared', 'spec-rules.md'));
  });

  it('loads and parses it', () => {
    expect(loadSpecRules(repo).rules).toHaveLength(10);
  });
});
