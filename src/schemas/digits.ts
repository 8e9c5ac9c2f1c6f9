// spec §9 limits and the number-input rule (val.number-input).

export const PHONE_DIGITS = 10;
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

/** Strips non-digits and caps at PHONE_DIGITS characters. */
export function toDigits(input: string): string {
  return input.replace(/\D+/g, '').slice(0, PHONE_DIGITS);
}
