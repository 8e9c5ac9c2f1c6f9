import { beforeAll, describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { pathsHtml } from './pathsHtml.ts';
import { attachBrowserResults, sectionId as machineAnchor } from './pathsRun.ts';
import { doorMachine, fakeModule, kettleMachine, lampMachine, machineMeta, machineSuite, pathsRunOf } from './pathsRunFixture.ts';

describe('pathsHtml', () => {
  const door = machineMeta(doorMachine);
  const lamp = machineMeta(lampMachine);
  const run = pathsRunOf([
    fakeModule('tests/machines/door.paths.test.ts', [machineSuite(door, undefined, undefined, () => ({ verified: ['val.required'], failed: [] }))]),
    fakeModule('tests/machines/lamp.paths.test.ts', [machineSuite(lamp, (i) => (i === 0 ? 'failed' : 'passed'), 'failed', (i) => (i === 0 ? { verified: [], failed: ['logout'] } : undefined))]),
  ]);
  let html = '';
  beforeAll(async () => {
    html = await pathsHtml(run);
  });

  it('is one self-contained page: no external scripts, styles, fonts or images', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href=|@import|url\(["']?https?:|<img[^>]+src=["']?https?:/);
    expect(html.replaceAll('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:\/\//);
    expect(html).toContain('<title>Path coverage: FAIL · 2 machines</title>');
  });

  it('has the summary table linking to one section per machine, each with its diagram', () => {
    for (const id of ['door', 'lamp']) {
      expect(html).toContain(`<a href="#${machineAnchor(id)}">${id}</a>`);
      expect(html).toContain(`<section class="card machine" id="${machineAnchor(id)}">`);
      expect(html).toContain(`aria-label="Statechart of ${id}"`);
    }
    expect(html).toMatch(/<td class="num short">2\/3<\/td><td class="num short">3\/4<\/td>/);
  });

  it('lists the unvisited states and transitions by name, and the spec rules its oracles asserted with their text', () => {
    const section = html.slice(html.indexOf(`id="${machineAnchor('lamp')}"`));
    expect(section).toContain('<p>States:</p><ul class="names"><li><code>blazing</code></li></ul>');
    expect(section).toContain('<li><code>on --boost [isStrong]--&gt; blazing</code></li>');
    expect(section).toContain('<p class="short">Failed: <code>logout</code></p>');
    // tags are listed as tags: they verify nothing
    expect(section).toContain('Tagged and on a generated path (a tag alone verifies nothing): <code>logout</code>, <code>wizard.one-step</code>');
    expect(section).toContain('Not in spec-rules.md: <code>not.a-rule</code>');
    const doorRules = html.slice(html.indexOf(`id="${machineAnchor('door')}"`), html.indexOf(`id="${machineAnchor('lamp')}"`));
    expect(doorRules).toContain('<h3>Spec rules verified by oracles (1)</h3>');
    expect(doorRules).toContain("<span class=\"id\">val.required</span> — blank fields give &#39;X is required&#39; with the field label.");
    const doorSection = html.slice(html.indexOf(`id="${machineAnchor('door')}"`), html.indexOf(`id="${machineAnchor('lamp')}"`));
    expect(doorSection).toContain('Nothing: every state and every transition is on at least one generated path.');
  });

  it('shows every path as steps with its result; failed ones open with their error', () => {
    expect(html).toContain('<li class="failed" id="machine-lamp-path-1"><details open><summary><span class="mark">✗</span><span class="title">1. off → (toggle) → on → (toggle) → off</span>');
    expect(html).toContain(
      '<ol class="steps"><li><span class="st">off</span> <span class="ev">--toggle--&gt;</span> <span class="st">on</span></li><li><span class="st">on</span> <span class="ev">--toggle--&gt;</span> <span class="st">off</span></li></ol><pre class="error">expected state on &lt;b&gt;</pre>',
    );
    expect(html).toContain('<li class="passed" id="machine-lamp-path-2"><details><summary><span class="mark">✓</span><span class="title">2. off → (toggle) → on → (dim) → on</span>');
  });

  it('groups the failures by cause, each linking its paths', () => {
    expect(html).toContain('<h3>Failures by cause (1)</h3><ol class="causes"><li><pre class="error cause">expected state on &lt;b&gt;</pre>1 path (machine paths): <a href="#machine-lamp-path-1">1</a></li></ol>');
  });

  it('marks on the diagram the state where a path failed', async () => {
    const failing = pathsRunOf([fakeModule('tests/machines/lamp.paths.test.ts', [machineSuite(lamp, (i) => (i === 0 ? 'failed' : 'passed'))])]);
    failing.machines[0]!.paths[0]!.error = 'at step 1 (toggle) of path: off → (toggle) → on\n  expected state on\n  actual   state off';
    const page = await pathsHtml(failing);
    expect(page).toMatch(/<g class="state failed" data-state="[^"]*" data-name="on"><title>on — state on\na path failed here|<g class="state failed" data-state="[^"]*" data-name="on"><title>on\na path failed here/);
    expect(page.match(/<g class="state[^"]*failed"/g)).toHaveLength(1);
    expect(page).toContain('failed at <code>on</code> (marked on the diagram)');
  });

  it('shows a described machine in words, the code names on hover and in a second line', async () => {
    const page = await pathsHtml(pathsRunOf([fakeModule('tests/machines/kettle.paths.test.ts', [machineSuite(machineMeta(kettleMachine))])]));
    expect(page).toContain(
      '<span class="title" title="cold → (switch.on) → heating.rising → (temperature.reached) → boiled">1. Cold water → (Switch it on) → Heating up › rising → (It boils) → Boiled</span>',
    );
    expect(page).toContain(
      '<ol class="steps"><li><span class="st" title="cold">Cold water</span> <span class="ev" title="--switch.on--&gt;">--Switch it on--&gt;</span> <span class="st" title="heating.rising">Heating up › rising</span></li>' +
        '<li><span class="st" title="heating.rising">Heating up › rising</span> <span class="ev" title="--temperature.reached--&gt;">--It boils--&gt;</span> <span class="st" title="boiled">Boiled</span></li></ol>' +
        '<p class="code" title="the path in the code\'s names">cold → (switch.on) → heating.rising → (temperature.reached) → boiled</p>',
    );
    // the diagram: descriptions as labels, the code name in small type under them
    expect(page).toContain('>Heating up</text><text x=');
    expect(page).toMatch(/class="code">heating<\/text>/);
    expect(page).toMatch(/<text [^>]*data-edge="temperature.reached"[^>]*><title>temperature.reached<\/title>It boils<\/text>/);
  });

  it('gives every rule of the rules file its status, grouped by section: verified by which machines, failed, not covered', () => {
    expect(html).toContain('Spec rules: 1 of 3 verified, 1 failed, 1 not covered, 0 out of scope');
    expect(html).toContain('<h3>Validation (§5)</h3>');
    expect(html).toContain('<li data-rule-status="verified"><span class="mark" style="color:var(--ok)">✓</span> <span class="id">val.required</span> — blank fields give &#39;X is required&#39; with the field label. <span class="muted">(verified: machine paths: door)</span></li>');
    expect(html).toContain('<li data-rule-status="failed"><span class="mark" style="color:var(--bad)">✗</span> <span class="id">logout</span>');
    expect(html).toContain('<span class="id">wizard.one-step</span> — one step shown at a time, step1…step8 plus stepCheckout. <span class="muted">(not covered: no oracle asserted it)</span>');
  });

  it('shows the browser result of a path when a Playwright test carries its description', async () => {
    const withBrowser = pathsRunOf([fakeModule('a', [machineSuite(door)])], { browserReport: { file: 'reports/e2e.json', startedAt: null } });
    attachBrowserResults(withBrowser.machines, [
      { title: `journey: ${door.paths[0]!.description}`, project: 'phone', status: 'failed', durationMs: 1, error: 'Timed out <5000ms>', specVerified: [], specFailed: [] },
    ]);
    const page = await pathsHtml(withBrowser);
    expect(page).toContain('Browser results: reports/e2e.json.');
    expect(page).toContain('<span class="badge fail" title="journey: closed → (open) → opened → (close) → closed">browser phone: failed</span>');
    expect(page).toContain('<pre class="error">browser (phone): Timed out &lt;5000ms&gt;</pre>');
    expect(page).toContain('<details open>');
  });

  it('escapes whatever a machine or an event payload contains', async () => {
    const evil = setup({}).createMachine({ id: '<b>x</b>', initial: 'a', states: { a: { on: { '<script>': 'b' } }, b: {} } });
    const page = await pathsHtml(pathsRunOf([fakeModule('e', [machineSuite(machineMeta(evil))])]));
    expect(page.match(/<script>/g)).toHaveLength(1); // the page's own few lines at the end
    expect(page).not.toContain('<b>x</b>');
    expect(page).toContain('&lt;script&gt;');
    expect(machineAnchor('<b>x</b>')).toBe('machine-b-x-b');
  });
});
