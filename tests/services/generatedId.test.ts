import { describe, expect } from 'vitest';
import { generateId } from '../../src/services/generatedId.ts';
import { ruleIt } from '../spec/ruleIt';

describe('generateId', () => {
  ruleIt('[const.generated-id] 10 random capital letters + the last 10 digits of the timestamp', () => {
    const values = [0, 0.04, 0.5, 0.99, 0.999999, 0.25, 0.75, 0.1, 0.9, 0.3];
    let i = 0;
    const id = generateId(1732212345678, () => values[i++] ?? 0);
    expect(id).toBe('ABNZZGTCXH' + '2212345678');
    expect(id).toHaveLength(20);
  });

  ruleIt('[const.generated-id] uses Date.now() and Math.random() by default', () => {
    const before = Date.now();
    const id = generateId();
    expect(id).toMatch(/^[A-Z]{10}\d{10}$/);
    const digits = Number(id.slice(10));
    expect(digits).toBeGreaterThanOrEqual(before % 1e10);
  });

  ruleIt('[const.generated-id] stays within A–Z even if random() returns 1, and pads short timestamps', () => {
    expect(generateId(42, () => 1)).toBe('ZZZZZZZZZZ0000000042');
  });

  ruleIt('[const.generated-id] differs between calls', () => {
    const ids = new Set(Array.from({ length: 50 }, () => generateId()));
    expect(ids.size).toBe(50);
  });
});
