import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HISTORY_KEPT, appendHistory, historyEntry, readHistory, trendSvg, type HistoryEntry } from './pathsHistory.ts';
import { doorMachine, fakeModule, lampMachine, machineMeta, machineSuite, pathsRunOf } from './pathsRunFixture.ts';

const entry = (startedAt: string, machines: string[], transitions: number, ok = true): HistoryEntry => ({
  startedAt,
  machines,
  paths: 3,
  states: 100,
  transitions,
  transitionPairs: 40,
  rulesVerified: 2,
  rules: 4,
  ok,
});

describe('coverage history', () => {
  it('takes the run\'s figures as percentages: door fully covered, lamp 3 of 4 transitions', () => {
    const run = pathsRunOf([
      fakeModule('door.paths.test.ts', [machineSuite(machineMeta(doorMachine))]),
      fakeModule('lamp.paths.test.ts', [machineSuite(machineMeta(lampMachine))]),
    ]);
    // door 2/2 + lamp 3/4 transitions = 5/6; states 2/2 + 2/3 = 4/5
    expect(historyEntry(run)).toMatchObject({ machines: ['door', 'lamp'], transitions: 83.3, states: 80, rules: 3, ok: false });
  });

  it('appends each run, keeps the last ones, and compares a run only with runs of the same machines', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'paths-history-')), 'history.json');
    appendHistory(file, entry('2026-11-20T10:00:00Z', ['login'], 50));
    appendHistory(file, entry('2026-11-21T10:00:00Z', ['login', 'wizard'], 60));
    const same = appendHistory(file, entry('2026-11-22T10:00:00Z', ['login'], 75));
    expect(same.map((e) => e.transitions)).toEqual([50, 75]);
    for (let i = 0; i < HISTORY_KEPT + 5; i++) appendHistory(file, entry(`2026-12-01T10:${String(i % 60).padStart(2, '0')}:00Z`, ['login'], i % 100));
    expect(readHistory(file)).toHaveLength(HISTORY_KEPT);
  });

  it('a broken or foreign history file starts again instead of failing the run', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'paths-history-')), 'history.json');
    writeFileSync(file, '{"not": "a list"');
    expect(readHistory(file)).toEqual([]);
    expect(appendHistory(file, entry('2026-11-22T10:00:00Z', ['login'], 75))).toHaveLength(1);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveLength(1);
  });

  it('draws one line per figure with its latest value, and marks failed runs', () => {
    const svg = trendSvg([entry('2026-11-20T10:00:00Z', ['login'], 50), entry('2026-11-21T10:00:00Z', ['login'], 75, false), entry('2026-11-22T10:00:00Z', ['login'], 100)]);
    expect(svg.match(/<polyline /g)).toHaveLength(3);
    expect(svg).toContain('transitions 100%');
    expect(svg).toContain('spec rules verified 50%');
    expect(svg.match(/<circle /g)).toHaveLength(1);
    expect(svg).toContain('2026-11-21T10:00:00Z: failed');
    expect(trendSvg([entry('2026-11-20T10:00:00Z', ['login'], 50)])).toContain('the trend shows from the second run');
  });
});
