import { formatDate } from '../services/dates.ts';

// What the wizard shows of dates and money. Dates go through luxon (French locale, spec const.locale).

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatCents = (cents: number): string => usd.format(cents / 100);

export function formatSchedule(programming: string, schedule: { date: string; time: string }): string {
  if (programming !== 'Schedule') return 'Instant: as soon as a carrier accepts';
  return `${formatDate(schedule.date)} at ${schedule.time}`;
}
