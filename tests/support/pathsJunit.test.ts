import { describe, expect, it } from 'vitest';
import { junitViolations } from './junitSchema.ts';
import { pathsJunit, xmlText } from './pathsJunit.ts';
import { doorMachine, fakeModule, kettleMachine, lampMachine, machineMeta, machineSuite, pathsRunOf } from './pathsRunFixture.ts';

describe('pathsJunit', () => {
  const run = pathsRunOf([
    fakeModule('tests/machines/door.paths.test.ts', [machineSuite(machineMeta(doorMachine), undefined, undefined, () => ({ verified: ['logout'], failed: [] }))]),
    fakeModule('tests/machines/lamp.paths.test.ts', [machineSuite(machineMeta(lampMachine), (i) => (i === 0 ? 'failed' : i === 1 ? 'skipped' : 'passed'), 'failed')]),
    fakeModule('tests/machines/broken.paths.test.ts', [], ['Cannot find module']),
  ]);
  const xml = pathsJunit(run);

  it('has one suite per machine with counts that add up, one for the spec rules, one for failures outside machines', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    // 4 + 5 machine cases, 3 rules (1 verified, 2 not covered: skipped), 1 outside
    // <testsuites> has no skipped attribute in the JUnit schema: the suites carry it.
    expect(xml).toContain('<testsuites name="paths" tests="13" failures="4" errors="0" time=');
    expect(xml).toContain('<testsuite name="door" tests="4" failures="0" errors="0" skipped="0"');
    expect(xml).toContain('<testsuite name="lamp" tests="5" failures="3" errors="0" skipped="1"');
    expect(xml).toContain('<testsuite name="spec rules" tests="3" failures="0" errors="0" skipped="2"');
    expect(xml).toContain('<testsuite name="(outside any machine)" tests="1" failures="1"');
    expect(xml.match(/<testsuite /g)).toHaveLength(4);
    expect(xml.match(/<testcase /g)).toHaveLength(13);
  });

  it('gives each spec rule the verdict of the table: verified passes, not covered is skipped with the reason', () => {
    expect(xml).toContain('<testcase name="logout: verified" classname="paths.specRules" time="0.000"/>');
    expect(xml).toContain('<testcase name="wizard.one-step: not covered" classname="paths.specRules" time="0.000">\n      <skipped message="no oracle asserted it"/>');
  });

  it('names each path after its steps, in order: assertion check, paths, coverage, spec ids', () => {
    const names = [...xml.matchAll(/<testcase name="([^"]*)" classname="paths\.lamp"/g)].map((m) => m[1]);
    expect(names).toEqual([
      'lamp: every reachable state has an assertion',
      'path 1: off → (toggle) → on → (toggle) → off',
      'path 2: off → (toggle) → on → (dim) → on',
      'covers 100% of states and transitions',
      'spec rule ids are listed in spec-rules.md',
    ]);
  });

  it('carries failures (escaped), skips, and coverage figures as properties', () => {
    expect(xml).toContain('<failure message="expected state on &lt;b&gt;" type="AssertionError">expected state on &lt;b&gt;</failure>');
    expect(xml).toContain('<failure message="not in ../shared/spec-rules.md: not.a-rule"');
    expect(xml).toMatch(/path 2: [^"]*" classname="paths.lamp" time="0.000">\n\s+<skipped\/>/);
    expect(xml).toContain('<property name="transitions" value="3/4"/>');
    expect(xml).toContain('<property name="specRulesTagged" value="logout wizard.one-step"/>');
    expect(xml).toContain('<property name="specRulesVerified" value="logout"/>');
  });

  it('names paths in words, cut to 200 characters', () => {
    const kettle = machineMeta(kettleMachine);
    const long = { ...kettle, paths: [...kettle.paths, { ...kettle.paths[0]!, description: 'x'.repeat(300) }] };
    const words = pathsJunit(pathsRunOf([fakeModule('tests/machines/kettle.paths.test.ts', [machineSuite(long)])]));
    const names = [...words.matchAll(/<testcase name="(path [^"]*)"/g)].map((m) => m[1]);
    expect(names).toEqual(['path 1: Cold water → (Switch it on) → Heating up › rising → (It boils) → Boiled', `path 2: ${'x'.repeat(191)}…`]);
  });

  it('is valid against the common JUnit schema (junit-10.xsd), with failures, skips and properties', () => {
    expect(junitViolations(xml)).toEqual([]);
  });

  it('the schema check itself refuses what junit-10.xsd refuses', () => {
    expect(junitViolations('<testsuites skipped="1"><testsuite name="a" tests="1" failures="0" errors="0" time="1,5"><testcase/><bogus/></testsuite></testsuites>')).toEqual([
      'testsuites: <testsuites> may not have the attribute skipped',
      'testsuites/testsuite[1]: <testsuite> time "1,5" is not a Surefire time',
      'testsuites/testsuite[1]/testcase[1]: <testcase> needs the attribute name',
      'testsuites/testsuite[1]: <bogus> may not be inside <testsuite>',
      'testsuites/testsuite[1]/bogus[2]: <bogus> is not a JUnit element',
    ]);
    expect(junitViolations('<testsuites><testsuite>')[0]).toMatch(/^not well-formed XML/);
  });

  it('is balanced XML', () => {
    const opened = (xml.match(/<(testsuites|testsuite|testcase|properties|failure)[ >]/g) ?? []).length;
    const selfClosed = (xml.match(/<testcase [^>]*\/>/g) ?? []).length;
    const closed = (xml.match(/<\/(testsuites|testsuite|testcase|properties|failure)>/g) ?? []).length;
    expect(opened).toBe(closed + selfClosed);
  });
});

describe('xmlText', () => {
  it('escapes markup and drops ANSI colours and characters XML cannot hold', () => {
    expect(xmlText('a < b && "c" \u001b[31mred\u001b[39m\u0000\u0007 ok\n')).toBe('a &lt; b &amp;&amp; &quot;c&quot; red ok\n');
  });
});
