/**
 * JUnit XML for CI dashboards: one <testsuite> per machine, one <testcase> per generated path
 * plus the machine's checks (state assertions, 100% coverage, spec ids); coverage figures
 * as <properties>.
 */
import { clip, formatDuration } from './pathsTable.ts';
import { specRuleStatuses, stripAnsi, unknownSpecIds, type MachineRun, type PathsRun, type TestOutcome } from './pathsRun.ts';

/** Escapes text for XML and drops characters XML 1.0 cannot hold (ANSI escapes included). */
export function xmlText(text: string): string {
  return stripAnsi(text)
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** Longest <testcase> name (as the Vitest titles of pathTestTitle). */
const MAX_NAME_LENGTH = 200;

interface Case {
  name: string;
  classname: string;
  result: TestOutcome;
  seconds: number;
  message: string | null;
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

function casesOf(m: MachineRun, run: PathsRun): Case[] {
  const classname = `paths.${m.machineId}`;
  const check = (c: MachineRun['checks'][number]): Case => ({ name: c.name, classname, result: c.result, seconds: 0, message: c.error });
  const cases: Case[] = m.checks.filter((c) => c.kind !== 'coverage').map(check);
  m.paths.forEach((p, i) => {
    cases.push({
      // the path number keeps cut names unique; the full path is in the HTML report
      name: clip(`path ${i + 1}: ${p.description}`, MAX_NAME_LENGTH),
      classname,
      result: p.result,
      seconds: p.durationMs / 1000,
      message: p.error ?? (p.result === 'pending' ? 'did not run' : null),
    });
  });
  cases.push(...m.checks.filter((c) => c.kind === 'coverage').map(check));
  if (run.specRules.file) {
    const unknown = unknownSpecIds(m, run.specRules.rules);
    cases.push({
      name: 'spec rule ids are listed in spec-rules.md',
      classname,
      result: unknown.length ? 'failed' : 'passed',
      seconds: 0,
      message: unknown.length ? `not in ${run.specRules.file}: ${unknown.join(', ')}` : null,
    });
  }
  return cases;
}

function caseXml(c: Case): string {
  const open = `    <testcase name="${xmlText(c.name)}" classname="${xmlText(c.classname)}" time="${c.seconds.toFixed(3)}"`;
  if (c.result === 'passed') return `${open}/>`;
  if (c.result === 'skipped') return c.message ? `${open}>\n      <skipped message="${xmlText(c.message)}"/>\n    </testcase>` : `${open}>\n      <skipped/>\n    </testcase>`;
  const message = c.message ?? 'failed';
  return `${open}>\n      <failure message="${xmlText(message.split('\n')[0]!)}" type="AssertionError">${xmlText(message)}</failure>\n    </testcase>`;
}

export function pathsJunit(run: PathsRun): string {
  const suites: string[] = [];
  let tests = 0;
  let failures = 0;
  let skipped = 0;
  for (const m of run.machines) {
    const cases = casesOf(m, run);
    const f = cases.filter((c) => c.result === 'failed' || c.result === 'pending').length;
    const s = cases.filter((c) => c.result === 'skipped').length;
    tests += cases.length;
    failures += f;
    skipped += s;
    const r = m.meta.report;
    const props: Array<[string, string]> = [
      ['file', m.file],
      ['strategy', m.meta.options.strategy],
      ['maxLength', String(m.meta.options.maxLength ?? '')],
      ['walks', String(m.meta.options.walks)],
      ['seed', String(m.meta.options.seed ?? '')],
    ];
    if (r) {
      props.push(
        ['states', `${r.states.covered}/${r.states.total}`],
        ['transitions', `${r.transitions.covered}/${r.transitions.total}`],
        ['transitionPairs', `${r.transitionPairs.covered}/${r.transitionPairs.total}`],
        ['specRulesTagged', r.specRules.exercised.join(' ')],
        ['specRulesVerified', m.rules.verified.join(' ')],
      );
    }
    suites.push(
      `  <testsuite name="${xmlText(m.label)}" tests="${cases.length}" failures="${f}" errors="0" skipped="${s}" time="${seconds(m.durationMs)}" timestamp="${xmlText(run.startedAt)}">`,
      '    <properties>',
      ...props.map(([k, v]) => `      <property name="${k}" value="${xmlText(v)}"/>`),
      '    </properties>',
      ...cases.map(caseXml),
      '  </testsuite>',
    );
  }
  // One case per spec rule: the same verdicts as the table and summary.json.
  if (run.specRules.rules.length) {
    const cases: Case[] = specRuleStatuses(run).map((r) => ({
      name: clip(`${r.id}: ${r.status}`, MAX_NAME_LENGTH),
      classname: 'paths.specRules',
      result: r.status === 'verified' ? 'passed' : r.status === 'failed' ? 'failed' : 'skipped',
      seconds: 0,
      message: r.status === 'verified' ? null : r.status === 'failed' ? `did not hold on the ${r.by.join('; ')}` : (r.reason ?? 'no oracle asserted it'),
    }));
    const f = cases.filter((c) => c.result === 'failed').length;
    const sk = cases.filter((c) => c.result === 'skipped').length;
    tests += cases.length;
    failures += f;
    skipped += sk;
    suites.push(
      `  <testsuite name="spec rules" tests="${cases.length}" failures="${f}" errors="0" skipped="${sk}" time="0.000" timestamp="${xmlText(run.startedAt)}">`,
      ...cases.map(caseXml),
      '  </testsuite>',
    );
  }
  if (run.otherFailures.length) {
    const cases = run.otherFailures.map((o) => ({ name: `${o.file}: ${o.name}`, classname: 'paths', result: 'failed' as const, seconds: 0, message: o.error }));
    tests += cases.length;
    failures += cases.length;
    suites.push(
      `  <testsuite name="(outside any machine)" tests="${cases.length}" failures="${cases.length}" errors="0" skipped="0" time="0.000">`,
      ...cases.map(caseXml),
      '  </testsuite>',
    );
  }
  const total = run.machines.reduce((n, m) => n + m.durationMs, 0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<!-- npm run test:paths, ${xmlText(formatDuration(total))} -->`,
    // junit-10.xsd gives <testsuites> no skipped attribute; each <testsuite> carries its own.
    `<testsuites name="paths" tests="${tests}" failures="${failures}" errors="0" time="${seconds(total)}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
