import { describe, expect, it } from 'vitest';
import { createMachine, initialTransition, transition, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { coveringSample, greedyCover, pathCovers } from './pathSample';
import type { AnyPath } from './pathCoverageCore';

// Every expected answer here was worked out by hand from the sets and the door below.

describe('greedyCover', () => {
  it('takes the set with the most new elements first, until everything is covered', () => {
    const sets = [new Set([1, 2, 3]), new Set([3, 4]), new Set([4, 5, 6, 7]), new Set([1, 2]), new Set([5])].map((s) => new Set([...s].map(String)));
    // {4,5,6,7} brings four, then {1,2,3} the last three.
    expect(greedyCover(sets)).toEqual([0, 2]);
  });

  it('breaks a tie by the lower cost, then by the earlier index', () => {
    const same = [new Set(['a', 'b']), new Set(['a', 'b']), new Set(['a', 'b'])];
    expect(greedyCover(same, [5, 2, 2])).toEqual([1]);
    expect(greedyCover(same)).toEqual([0]);
  });

  it('drops a pick that the later picks make redundant', () => {
    // {1,2,3,4} first (four new), then {1,2,5} for 5 and {3,4,6} for 6: those two hold all of the first.
    const sets = [new Set(['1', '2', '3', '4']), new Set(['1', '2', '5']), new Set(['3', '4', '6'])];
    expect(greedyCover(sets)).toEqual([1, 2]);
  });

  it('picks nothing from nothing', () => {
    expect(greedyCover([])).toEqual([]);
    expect(greedyCover([new Set()])).toEqual([]);
  });
});

// A door: closed ⇄ open by OPEN / CLOSE, closed ⇄ locked by LOCK / UNLOCK. Four transitions, three states.
const door = createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { OPEN: 'open', LOCK: 'locked' } },
    open: { on: { CLOSE: 'closed' } },
    locked: { on: { UNLOCK: 'closed' } },
  },
});

function pathOf(...types: string[]): AnyPath {
  let [state] = initialTransition(door) as [AnyMachineSnapshot, unknown];
  const steps: Array<{ event: AnyEventObject; state: AnyMachineSnapshot }> = [{ event: { type: 'xstate.init' }, state }];
  for (const type of types) {
    [state] = transition(door, state as never, { type }) as [AnyMachineSnapshot, unknown];
    steps.push({ event: { type }, state });
  }
  return { steps, state } as unknown as AnyPath;
}

describe('coveringSample of a machine', () => {
  const paths = [pathOf('OPEN'), pathOf('OPEN', 'CLOSE'), pathOf('LOCK'), pathOf('LOCK', 'UNLOCK'), pathOf('OPEN', 'CLOSE', 'LOCK')];

  it('names what each path takes and reaches', () => {
    const [, closeAgain, , unlock, openCloseLock] = pathCovers(door, paths);
    expect(closeAgain).toEqual(new Set(['transition:closed --OPEN--> open', 'transition:open --CLOSE--> closed', 'state:closed', 'state:open']));
    expect(unlock).toEqual(new Set(['transition:closed --LOCK--> locked', 'transition:locked --UNLOCK--> closed', 'state:closed', 'state:locked']));
    expect(openCloseLock).toEqual(
      new Set([
        'transition:closed --OPEN--> open',
        'transition:open --CLOSE--> closed',
        'transition:closed --LOCK--> locked',
        'state:closed',
        'state:open',
        'state:locked',
      ]),
    );
  });

  it('is OPEN, CLOSE, LOCK (three transitions, every state) and LOCK, UNLOCK (the fourth)', () => {
    expect(coveringSample(door, paths)).toEqual([3, 4]);
  });

  it('keeps a lone path that covers everything', () => {
    expect(coveringSample(door, [pathOf('OPEN'), pathOf('OPEN', 'CLOSE', 'LOCK', 'UNLOCK')])).toEqual([1]);
  });
});
