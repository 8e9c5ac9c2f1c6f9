// The schedule's clock, without Effect: the wizard and Book again read it in their first JS.

/**
 * Schedules are wall-clock date and time without a zone. One counts as past only when it is past
 * everywhere the service runs: on the clock of its westernmost zone (Baja California, Pacific time),
 * the latest clock on the border. Client and server use this same function.
 */
export const SCHEDULE_TIME_ZONE = 'America/Tijuana';

// Building an Intl.DateTimeFormat costs far more than using one (the order list reads the clock for
// every scheduled order it lists): one per zone, kept.
const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  return format;
}

/** 'yyyy-mm-ddTHH:mm' on the clock of `timeZone` at `now`. */
export function wallClockAt(now: Date, timeZone: string = SCHEDULE_TIME_ZONE): string {
  const parts: Record<string, string> = {};
  for (const { type, value } of formatIn(timeZone).formatToParts(now)) parts[type] = value;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** Whether a well-formed schedule lies before the current minute (see SCHEDULE_TIME_ZONE). */
export function isScheduleInPast(schedule: { readonly date: string; readonly time: string }, now: Date = new Date()): boolean {
  return `${schedule.date}T${schedule.time}` < wallClockAt(now);
}
