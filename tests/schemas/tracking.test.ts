import { describe, expect, it } from 'vitest';
import { CreateTrackingLinkBody, TRACKING_TOKEN_PATTERN, trackingPagePath } from '../../src/schemas/tracking';
import { validate } from '../../src/schemas/validate';

describe('tracking link schemas (issue 17.1)', () => {
  it('a link takes an optional name of at most 60 characters, trimmed', () => {
    expect(validate(CreateTrackingLinkBody, {})).toEqual({ ok: true, value: {} });
    expect(validate(CreateTrackingLinkBody, { label: null })).toEqual({ ok: true, value: { label: null } });
    expect(validate(CreateTrackingLinkBody, { label: '  Dallas warehouse ' })).toEqual({ ok: true, value: { label: 'Dallas warehouse' } });
    expect(validate(CreateTrackingLinkBody, { label: 'x'.repeat(60) }).ok).toBe(true);
    expect(validate(CreateTrackingLinkBody, { label: 'x'.repeat(61) })).toEqual({ ok: false, errors: { label: 'label must be at most 60 characters' } });
    expect(validate(CreateTrackingLinkBody, { label: 7 })).toMatchObject({ ok: false });
  });

  it('a token is 43 base64url characters (256 bits); its page is /track/{token}', () => {
    expect(TRACKING_TOKEN_PATTERN.test('a'.repeat(43))).toBe(true);
    expect(TRACKING_TOKEN_PATTERN.test('a'.repeat(42))).toBe(false);
    expect(TRACKING_TOKEN_PATTERN.test(`${'a'.repeat(42)}=`)).toBe(false);
    expect(trackingPagePath('abc-_')).toBe('/track/abc-_');
  });
});
