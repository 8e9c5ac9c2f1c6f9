// A calendar day as 'yyyy-MM-dd', checked without Effect so machines and the URL reader stay light.

export const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** '2026-11-24' yes; '2026-02-30', '24/11/2026' and '' no (the day must round-trip). */
export const isCalendarDay = (value: unknown): value is string => {
  if (typeof value !== 'string' || !CALENDAR_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
