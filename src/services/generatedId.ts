const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** 10 random capital letters + the last 10 digits of the timestamp: 20 characters (const.generated-id). */
export const generateId = (now: number = Date.now(), random: () => number = Math.random): string => {
  let letters = '';
  for (let i = 0; i < 10; i += 1) {
    // min() guards a random() that returns exactly 1.
    letters += LETTERS[Math.min(LETTERS.length - 1, Math.floor(random() * LETTERS.length))];
  }
  const digits = String(Math.trunc(Math.abs(now))).slice(-10).padStart(10, '0');
  return letters + digits;
};
