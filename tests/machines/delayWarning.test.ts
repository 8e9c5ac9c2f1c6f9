import { describe, it } from 'vitest';
import { delayWarningOf } from '../../src/machines/orderDisplay';
import { ORDER_STATUSES } from '../../src/schemas/orderStatus';
import { checkDelayWarning } from '../spec/delayRules';

// Every status with every delay the server may report, against the delay-alert oracle (tests/spec/delayRules.ts).
const DELAY_SETS = [[], ['pickupLate'], ['arrivalLate'], ['pickupLate', 'arrivalLate']] as const;

describe('the delay warning of an order (issue 17.3)', () => {
  for (const status of ORDER_STATUSES) {
    for (const delays of DELAY_SETS) {
      it(`${status} with [${delays.join(', ')}]`, () => {
        const order = { status, delays: [...delays] };
        checkDelayWarning(order, delayWarningOf(order));
      });
    }
  }
});
