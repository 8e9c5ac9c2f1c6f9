import { describe, expect } from 'vitest';
import { PHONE_DIGITS, toDigits } from '../../src/schemas/digits.ts';
import { ruleIt } from '../spec/ruleIt';

describe('toDigits', () => {
  ruleIt('[val.number-input] strips non-digits', () => {
    expect(toDigits('(555) 123-45')).toBe('55512345');
    expect(toDigits('abc')).toBe('');
    expect(toDigits('')).toBe('');
  });

  ruleIt('[val.number-input] caps at 10 characters', () => {
    expect(PHONE_DIGITS).toBe(10);
    expect(toDigits('123456789012345')).toBe('1234567890');
    expect(toDigits('+1 (555) 123-4567 ext 89')).toBe('1555123456');
  });
});
