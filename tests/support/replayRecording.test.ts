import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { serviceRequestMachine } from '../../src/machines/serviceRequestMachine.ts';
import { readRecording, recordedActorsOf, replayActor, replayDifferences } from './replayRecording.ts';

// tests/recordings/wizard-paid.json: a customer requests a service through the whole wizard and
// pays (recorded in Chromium by e2e/statecharts.spec.ts with SAVE_RECORDING set; docs/statecharts.md).
const recording = readRecording(readFileSync(new URL('../recordings/wizard-paid.json', import.meta.url), 'utf8'));

describe('replaying a recording as a regression path', () => {
  it('the wizard still goes through every recorded moment of a paid request, from "Checking your company is verified" to "Done"', () => {
    const [wizard] = recordedActorsOf(recording, 'serviceRequest');
    const steps = replayActor(serviceRequestMachine, wizard!);
    expect(steps.length).toBeGreaterThan(20);
    expect(steps.at(-1)!.expected).toBe('step7');
    expect(replayDifferences(steps)).toEqual([]);
  });

  it('fails, naming the step in words, when the machine no longer behaves as recorded', () => {
    const [wizard] = recordedActorsOf(recording, 'serviceRequest');
    // A machine that ignores the service being chosen.
    const changed = createMachine({ id: 'serviceRequest', initial: 'checkingVerification', states: { checkingVerification: {} } });
    const differences = replayDifferences(replayActor(changed, wizard!));
    expect(differences[0]).toMatch(/^step 1 "Verified by the admin" \(xstate\.done\.actor\.checkVerification\): recorded "restoring", now "checkingVerification"$/);
  });

  it('refuses a file that is not a recording, saying why', () => {
    expect(() => readRecording('{"format": "something else"}')).toThrow('not a statecharts recording');
    expect(() => readRecording('not json')).toThrow('not JSON');
  });
});
