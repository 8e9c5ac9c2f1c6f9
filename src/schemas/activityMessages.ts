import { ACTIVITY_KIND_NAMES, EXPORT_MAX_DAYS } from './activityKinds.ts';

// What the team activity log and the records to export say (the API's answers, which the log and
// export pages will show as they come): part of Messages, apart so that those pages' code can carry
// only these words. Who may (the main user and admins) is teamRoles.ts's 'company.records', refused
// in CommonMessages.roleCannotSeeRecords.

/** The most receipts one ZIP holds: a longer list is refused (choose a shorter range) rather than made for minutes. */
export const MAX_RECEIPTS_PER_ZIP = 1000;

export const ActivityMessages = {
  /** A day range whose ends are the wrong way round: here and in the order list's booking-date filter. */
  bookingDateRange: 'from must be on or before to',
  activityFetched: 'Activity fetched successfully',
  activityPeopleFetched: 'People fetched successfully',
  activityPersonInvalid: 'person must be the account id of someone in your company',
  activityKindInvalid: `kind must be one of ${ACTIVITY_KIND_NAMES.join(', ')}`,
  exportFromRequired: 'from is required: the first day, as YYYY-MM-DD',
  exportToRequired: 'to is required: the last day, as YYYY-MM-DD',
  exportFromInvalid: 'from must be a date written as YYYY-MM-DD, such as 2026-03-01',
  exportToInvalid: 'to must be a date written as YYYY-MM-DD, such as 2026-03-31',
  exportToInFuture: 'to cannot be after today.',
  exportRangeTooLong: `A range covers at most ${EXPORT_MAX_DAYS} days. Choose a shorter range.`,
  exportNoReceipts: 'There are no receipts in this range: no order booked in it was paid.',
  exportTooManyReceipts: `This range has more than ${MAX_RECEIPTS_PER_ZIP} receipts. Choose a shorter range.`,
} as const;
