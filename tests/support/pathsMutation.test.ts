import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MutationSummary, PassSummary, Survivor } from '../../scripts/mutationSummary.ts';
import { mutationSection, oraclesByFile, survivorVerdict } from './pathsMutation.ts';

const survivor = (over: Partial<Survivor>): Survivor => ({ file: 'src/machines/loginMachine.ts', line: 12, column: 5, mutator: 'BooleanLiteral', original: 'true', replacement: 'false', status: 'Survived', ...over });

describe('which oracles read which file', () => {
  it('a source file a paths test imports is checked by the spec modules that test imports', () => {
    const oracles = oraclesByFile({
      'tests/machines/loginMachine.paths.test.ts': [
        "import { describe } from 'vitest';",
        "import { loginMachine } from '../../src/machines/loginMachine';",
        "import { checkLoginRules } from '../spec/loginRules';",
        "import { toastSteps } from '../spec/toastRules.ts';",
        "import { definePathTests } from '../support/pathCoverage';",
      ].join('\n'),
      'tests/machines/sessionMachine.paths.test.ts': "import { sessionMachine } from '../../src/machines/sessionMachine';\nimport { jar } from '../spec/cookieJar';\nimport { x } from '../spec/loginRules';",
    });
    expect(oracles).toEqual({
      'src/machines/loginMachine.ts': ['tests/spec/loginRules.ts', 'tests/spec/toastRules.ts'],
      'src/machines/sessionMachine.ts': ['tests/spec/cookieJar.ts', 'tests/spec/loginRules.ts'],
    });
  });
});

describe('which oracles read the files a machine is built from', () => {
  it('follows the src imports of what a paths test imports, and only src ones', () => {
    const sources: Record<string, string> = {
      'src/machines/wizardMachine.ts': "import { guards } from './wizardGuards';\nimport { api } from '../services/api.ts';\nimport { setup } from 'xstate';",
      'src/machines/wizardGuards.ts': "import { rule } from '../schemas/rule';",
      'src/schemas/rule.ts': "import { Schema } from 'effect';",
      'src/services/api.ts': "import { wizardMachine } from '../machines/wizardMachine';",
    };
    const oracles = oraclesByFile(
      { 'tests/machines/wizardMachine.paths.test.ts': "import { wizardMachine } from '../../src/machines/wizardMachine';\nimport { rules } from '../spec/wizardRules';" },
      (f) => sources[f],
    );
    expect(oracles).toEqual({
      'src/machines/wizardMachine.ts': ['tests/spec/wizardRules.ts'],
      'src/machines/wizardGuards.ts': ['tests/spec/wizardRules.ts'],
      'src/schemas/rule.ts': ['tests/spec/wizardRules.ts'],
      'src/services/api.ts': ['tests/spec/wizardRules.ts'],
    });
  });
});

describe('what a surviving mutant is missing, in words', () => {
  const oracles = { 'src/machines/loginMachine.ts': ['tests/spec/loginRules.ts'] };
  it('equivalent: why', () => {
    expect(survivorVerdict(survivor({ equivalent: 'never read' }), 'paths', oracles)).toBe('equivalent: never read');
  });
  it('not covered: a path that reaches it', () => {
    expect(survivorVerdict(survivor({ status: 'NoCoverage' }), 'paths', oracles)).toBe('no generated path runs this code: a path (or sample) that reaches it is missing');
    expect(survivorVerdict(survivor({ status: 'NoCoverage' }), 'suite', oracles)).toBe('no test of the suite runs this code: a path (or sample) that reaches it is missing');
  });
  it('survived the paths: the oracles where a check is missing', () => {
    expect(survivorVerdict(survivor({}), 'paths', oracles)).toBe('the paths run this code and no oracle noticed: a check is missing in tests/spec/loginRules.ts');
    expect(survivorVerdict(survivor({ file: 'src/machines/orderDisplay.ts' }), 'paths', oracles)).toBe(
      'the paths run this code (through the machines that use it) and no oracle noticed: a check of what it produces is missing',
    );
    expect(survivorVerdict(survivor({}), 'suite', oracles)).toBe('tests run this code and none noticed the change: an expectation of what it does is missing');
  });
});

describe('the mutation section of the paths report', () => {
  const counts = { mutants: 12, killed: 8, timeout: 1, survived: 2, noCoverage: 1, equivalent: 1, ignored: 2, runtimeError: 0, compileError: 0, pending: 0, detected: 9, valid: 12, strykerScore: 75, score: 81.82 };
  const pass = (over: Partial<PassSummary>): PassSummary => ({
    pass: 'paths',
    description: '',
    complete: true,
    durationSeconds: null,
    report: '',
    html: '',
    target: 85,
    targetScope: 'src/machines/',
    scopeScore: 81.82,
    met: false,
    unmeasured: [],
    totals: counts,
    groups: {},
    files: {},
    survivors: [survivor({}), survivor({ line: 20, status: 'NoCoverage', original: "'<b>'" }), survivor({ line: 30, equivalent: 'never read' })],
    staleEquivalents: [],
    ...over,
  });
  const summary = (passes: PassSummary[]): MutationSummary => ({ schema: 'mutation-summary/1', generatedAt: '2026-11-25T00:00:00Z', variant: 'full', mutate: ['src/machines/**/*.ts'], ok: false, passes });

  it('both scores in the heading, a row per pass with its verdict, every survivor with what is missing', () => {
    const html = mutationSection(summary([pass({}), pass({ pass: 'suite', target: 90, scopeScore: 95.5, met: true, survivors: [] })]), { 'src/machines/loginMachine.ts': ['tests/spec/loginRules.ts'] });
    expect(html).toContain('Mutation score: paths 81.82% · suite 95.50%');
    expect(html).toMatch(/<td>paths<\/td><td class="num">12<\/td><td class="num">8<\/td><td class="num">1<\/td><td class="num">2<\/td><td class="num">1<\/td><td class="num">1<\/td><td><b>81.82%<\/b> of src\/machines\/<\/td><td>85%<\/td><td><span class="badge fail">below<\/span>/);
    expect(html).toContain('<span class="badge ok">ok</span>');
    expect(html).toContain('src/machines/loginMachine.ts: 2 not killed, 1 equivalent');
    expect(html).toContain('a check is missing in tests/spec/loginRules.ts');
    expect(html).toContain('<code>&#39;&lt;b&gt;&#39;</code>');
    expect(html).toContain('equivalent: never read');
    expect(html).toContain('paths pass: every mutant not killed (3)');
    const long = mutationSection(summary([pass({ survivors: [survivor({ original: 'x'.repeat(120) })] })]), {});
    expect(long).toContain(`<code>${'x'.repeat(97)}…</code>`);
  });

  it('a pass with files not measured yet is partial and names them', () => {
    const html = mutationSection(summary([pass({ unmeasured: ['src/machines/serviceRequestMachine.ts', 'src/schemas/order.ts', 'src/schemas/quote.ts'] })]), {});
    expect(html).toContain('<span class="badge skip">partial</span>');
    expect(html).toContain('paths: not measured yet: 1 in src/machines/ (src/machines/serviceRequestMachine.ts); 2 other files (schemas: no target)');
    expect(mutationSection(summary([pass({ unmeasured: ['src/schemas/order.ts'], met: true })]), {})).toContain('paths: not measured yet: none in src/machines/; 1 other file (schemas: no target)');
  });

  it('without results: says how to get them', () => {
    expect(mutationSection(null, {})).toContain('No mutation results in tests/mutation/results/ yet');
  });
});

describe('the paths report reads the repository’s mutation results', () => {
  it('fullRunSummary: both passes from tests/mutation/results, files not measured named', async () => {
    const { fullRunSummary } = await import('../../scripts/mutationResults.ts');
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const root = mkdtempSync(join(tmpdir(), 'mutation-results-'));
    mkdirSync(join(root, 'src/machines'), { recursive: true });
    writeFileSync(join(root, 'src/machines/a.ts'), 'export const a = true;\n');
    writeFileSync(join(root, 'src/machines/b.ts'), 'export const b = 1;\n');
    mkdirSync(join(root, 'tests/mutation/results/paths'), { recursive: true });
    writeFileSync(join(root, 'tests/mutation/equivalent.json'), '[]');
    expect(fullRunSummary(root)).toBeNull();
    const loc = { start: { line: 1, column: 18 }, end: { line: 1, column: 22 } };
    writeFileSync(
      join(root, 'tests/mutation/results/paths/stryker-incremental.json'),
      JSON.stringify({
        schemaVersion: '1.0',
        thresholds: { high: 85, low: 60 },
        files: {
          'src/machines/a.ts': {
            language: 'typescript',
            source: 'export const a = true;\n',
            mutants: [
              { id: '1', mutatorName: 'BooleanLiteral', replacement: 'false', location: loc, status: 'Killed' },
              { id: '2', mutatorName: 'BooleanLiteral', replacement: 'true', location: loc, status: 'Survived' },
            ],
          },
        },
      }),
    );
    writeFileSync(join(root, 'tests/mutation/results/paths/measured-files.json'), '["src/machines/a.ts"]');
    const summary = fullRunSummary(root, new Date('2026-11-25T00:00:00Z'))!;
    expect(summary.passes.map((p) => p.pass)).toEqual(['paths']);
    expect(summary.passes[0]).toMatchObject({ scopeScore: 50, met: false, unmeasured: ['src/machines/b.ts'] });
    expect(summary.passes[0]!.survivors).toEqual([expect.objectContaining({ file: 'src/machines/a.ts', line: 1, original: 'true', replacement: 'true' })]);
  });
});
