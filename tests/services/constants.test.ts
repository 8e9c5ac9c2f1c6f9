import { describe, expect, it } from 'vitest';
import {
  LOCALE_COOKIE_DAYS,
  MIN_DISPLAY_DELAY_MS,
  PREFETCH_TIMEOUT_MS,
  RELOAD_GUARD_MS,
  TOAST_MS,
} from '../../src/services/constants.ts';
import { GENERIC_ERROR_MESSAGE } from '../../src/services/genericErrorMessage.ts';
import { ruleIt } from '../spec/ruleIt';

describe('business constants (spec §9)', () => {
  ruleIt('[const.toast-ms] toast 2000 ms', () => expect(TOAST_MS).toBe(2000));
  ruleIt('[const.locale-cookie] locale cookie 365 days', () => expect(LOCALE_COOKIE_DAYS).toBe(365));
  ruleIt('[const.min-delay] minimum display delay 200 ms', () => expect(MIN_DISPLAY_DELAY_MS).toBe(200));
  ruleIt('[const.prefetch-timeout] idle prefetch time-out 2000 ms', () => expect(PREFETCH_TIMEOUT_MS).toBe(2000));
  ruleIt('[const.reload-guard] reload guard 60000 ms', () => expect(RELOAD_GUARD_MS).toBe(60000));
  it('generic error message is the spec §8 text', () =>
    expect(GENERIC_ERROR_MESSAGE).toBe('Something is wrong please try again'));
});
