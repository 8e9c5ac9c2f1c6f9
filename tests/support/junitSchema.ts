/**
 * The rules of the common JUnit XML schema (Jenkins xunit-plugin `junit-10.xsd`, the one CI
 * dashboards read), restated here so a test can hold `pathsJunit`'s output to them without an XSD
 * validator: which elements may hold which, which attributes exist and which are required, and
 * the Surefire time format. Returns the violations, none when the document is valid.
 */
import { Window } from 'happy-dom';

interface ElementRule {
  /** child elements allowed, in any order and number (the XSD's choices) */
  readonly children: readonly string[];
  readonly attributes: readonly string[];
  readonly required: readonly string[];
  /** text content allowed (mixed content) */
  readonly text: boolean;
}

const rule = (children: string[], attributes: string[], required: string[] = [], text = false): ElementRule => ({ children, attributes, required, text });
const message = rule([], ['type', 'message'], [], true);
const rerun = rule(['stackTrace', 'system-out', 'system-err'], ['message', 'type'], ['type'], true);

export const JUNIT_RULES: Readonly<Record<string, ElementRule>> = {
  testsuites: rule(['testsuite'], ['name', 'time', 'tests', 'failures', 'errors']),
  testsuite: rule(
    ['testsuite', 'properties', 'testcase', 'system-out', 'system-err'],
    ['name', 'tests', 'failures', 'errors', 'group', 'time', 'skipped', 'timestamp', 'hostname', 'id', 'package', 'file', 'log', 'url'],
    ['name', 'tests', 'failures', 'errors'],
  ),
  properties: rule(['property'], []),
  property: rule([], ['name', 'value'], ['name', 'value']),
  testcase: rule(
    ['skipped', 'error', 'failure', 'rerunFailure', 'rerunError', 'flakyFailure', 'flakyError', 'system-out', 'system-err'],
    ['name', 'time', 'classname', 'group'],
    ['name'],
  ),
  failure: message,
  error: message,
  skipped: message,
  rerunFailure: rerun,
  rerunError: rerun,
  flakyFailure: rerun,
  flakyError: rerun,
  stackTrace: rule([], [], [], true),
  'system-out': rule([], [], [], true),
  'system-err': rule([], [], [], true),
};

/** SUREFIRE_TIME: digits with optional thousands commas, an optional decimal part. */
const SUREFIRE_TIME = /^(([0-9]{0,3},)*[0-9]{3}|[0-9]{0,3})*(\.[0-9]*)?$/;
const TIMED = new Set(['testsuites', 'testsuite']);

export function junitViolations(xml: string): string[] {
  const doc = new new Window().DOMParser().parseFromString(xml, 'application/xml');
  const parseError = doc.querySelector('parsererror');
  if (parseError) return [`not well-formed XML: ${parseError.textContent?.trim().slice(0, 200)}`];
  const root = doc.documentElement;
  const out: string[] = [];
  if (root.tagName !== 'testsuites' && root.tagName !== 'testsuite') out.push(`root is <${root.tagName}>, not <testsuites> or <testsuite>`);
  const visit = (el: Element, where: string) => {
    const name = el.tagName;
    const r = JUNIT_RULES[name];
    if (!r) {
      out.push(`${where}: <${name}> is not a JUnit element`);
      return;
    }
    for (const a of el.getAttributeNames()) if (!r.attributes.includes(a)) out.push(`${where}: <${name}> may not have the attribute ${a}`);
    for (const a of r.required) if (!el.hasAttribute(a)) out.push(`${where}: <${name}> needs the attribute ${a}`);
    if (TIMED.has(name) && el.hasAttribute('time') && !SUREFIRE_TIME.test(el.getAttribute('time')!)) out.push(`${where}: <${name}> time "${el.getAttribute('time')}" is not a Surefire time`);
    if (!r.text && [...el.childNodes].some((n) => n.nodeType === 3 && (n.textContent ?? '').trim() !== '')) out.push(`${where}: <${name}> may not hold text`);
    [...el.children].forEach((child, i) => {
      if (!r.children.includes(child.tagName)) out.push(`${where}: <${child.tagName}> may not be inside <${name}>`);
      visit(child as unknown as Element, `${where}/${child.tagName}[${i + 1}]`);
    });
  };
  visit(root as unknown as Element, root.tagName);
  return out;
}
