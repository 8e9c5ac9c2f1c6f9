import { Schema } from 'effect';
import { crossFieldCheck } from './crossFieldCheck.ts';
import { ID_MAX, isBlank, requiredText } from './fields.ts';
import { BrowserMessages } from './browserMessages.ts';
import { quoteRequestFields } from './quote.ts';
import { isScheduleInPast, wallClockAt } from './scheduleClock.ts';
import { Programming, Schedule, ServiceRequestDetailsForm } from './serviceRequestForm.ts';

// A new order's request body (`POST /v1/user/order`) and the reference check, with the wizard's checks.

/** spec val.service.reference: required, at most 10 letters or digits (the step3 form's rule). */
export const UserReference = ServiceRequestDetailsForm.fields.userReference;

/** `POST /v1/user/order/reference/validate` body. */
export const UserReferenceBody = Schema.Struct({ userReference: UserReference }).annotate({ message: BrowserMessages.fillUp });
export type UserReferenceBody = typeof UserReferenceBody.Type;

/** `data` of `GET /v1/user/order/reference` and of a successful reference check. */
export const SuggestedReference = Schema.Struct({ reference: Schema.String });
export type SuggestedReference = typeof SuggestedReference.Type;
export const ReferenceAvailability = Schema.Struct({ available: Schema.Literal(true) });
export type ReferenceAvailability = typeof ReferenceAvailability.Type;


const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const ScheduleLoose = Schema.Struct({
  programming: Schema.optionalKey(Schema.Unknown),
  schedule: Schema.optionalKey(Schema.Unknown),
});
type ScheduleLoose = typeof ScheduleLoose.Type;

/** 'Schedule' programming needs a date and a time, not in the past. */
export const scheduleRules = crossFieldCheck(ScheduleLoose, ({ programming, schedule }: ScheduleLoose) => {
  if (programming !== 'Schedule') return undefined;
  const { date, time } = (typeof schedule === 'object' && schedule !== null ? schedule : {}) as { date?: unknown; time?: unknown };
  const issues: Array<Schema.FilterIssue> = [];
  if (isBlank(date)) issues.push({ path: ['schedule', 'date'], issue: BrowserMessages.scheduleDateRequired });
  if (isBlank(time)) issues.push({ path: ['schedule', 'time'], issue: BrowserMessages.scheduleTimeRequired });
  if (typeof date === 'string' && typeof time === 'string' && DATE.test(date.trim()) && TIME.test(time.trim())) {
    const when = { date: date.trim(), time: time.trim() };
    if (isScheduleInPast(when)) {
      // A past day is the date's fault; today at a past minute, the time's.
      const today = wallClockAt(new Date()).slice(0, 10);
      issues.push({ path: ['schedule', when.date < today ? 'date' : 'time'], issue: BrowserMessages.scheduleInPast });
    }
  }
  return issues;
});

/**
 * `POST /v1/user/order`: what a quote needs plus the step3 details. Any price the client sends is
 * not part of the body and is dropped: the server prices the order itself. `schedule` is read only
 * with 'Schedule' programming.
 */
export const CreateOrderBody = Schema.Struct({
  ...quoteRequestFields,
  userReference: UserReference,
  trailerId: requiredText('trailer', { max: ID_MAX }),
  programming: Programming.annotate({ message: BrowserMessages.programmingRequired }).pipe(
    Schema.annotateKey({ messageMissingKey: BrowserMessages.programmingRequired }),
  ),
  schedule: Schema.optionalKey(Schema.NullOr(Schedule)),
})
  .annotate({ message: BrowserMessages.fillUp })
  .check(scheduleRules);
export type CreateOrderBody = typeof CreateOrderBody.Type;
export type CreateOrderBodyInput = typeof CreateOrderBody.Encoded;

