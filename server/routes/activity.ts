import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ActivityList, ActivityPeople } from '../../src/schemas/activity.ts';
import { ACTIVITY_KINDS, isActivityKind } from '../../src/schemas/activityKinds.ts';
import { LOCALE_COOKIE, parseLocale, type Locale } from '../../src/schemas/locales.ts';
import { Messages } from '../../src/schemas/messages.ts';
import { activityPeople, allActivity, listActivity, type ActivityFilter } from '../activity/listActivity.ts';
import { isUuid } from '../auth/accessToken.ts';
import { requireAuth, type AuthCheckDeps, type AuthEnv } from '../auth/requireAuth.ts';
import { requireCapability } from '../auth/requireCapability.ts';
import { csvDownload } from '../http/csv.ts';
import { readDayRange, todayUtc } from '../http/dayRangeQuery.ts';
import { HttpError } from '../http/HttpError.ts';
import { ok } from '../http/ok.ts';
import { paginated } from '../http/paginated.ts';
import { readPagination } from '../http/readPagination.ts';
import { localeOf } from '../i18n/requestLocale.ts';
import { translate } from '../i18n/serverI18n.ts';

/** `?person=&kind=&from=&to=`: 400 with every field's message for a malformed one. */
function readActivityFilter(c: Context): ActivityFilter {
  const errors: Record<string, string> = {};
  const person = c.req.query('person')?.trim() || undefined;
  const kind = c.req.query('kind')?.trim() || undefined;
  if (person !== undefined && !isUuid(person)) errors.person = Messages.activityPersonInvalid;
  if (kind !== undefined && !isActivityKind(kind)) errors.kind = Messages.activityKindInvalid;
  const first = Object.values(errors)[0];
  if (first !== undefined) throw new HttpError(400, first, errors);
  return { person, kind: kind as ActivityFilter['kind'], ...readDayRange(c, { required: false }) };
}

/** A download opened as a plain link: the page's language (its cookie) before the browser's. */
export const downloadLocale = (c: Context): Locale => parseLocale(getCookie(c, LOCALE_COOKIE)) ?? localeOf(c);

/** The log CSV's columns (machine-readable names; `action` is the kind in the reader's language). */
export const ACTIVITY_CSV_COLUMNS = ['at', 'actor_name', 'actor_email', 'actor_role', 'kind', 'action', 'subject', 'details'] as const;

/**
 * The team activity log (issue 37), for the main user and admins ('company.records' in
 * teamRoles.ts; anyone else 403 roleCannotSeeRecords), of the caller's company only:
 * - GET /v1/user/activity?person=&kind=&from=&to=&page=&limit= → ActivityList, newest first;
 * - GET /v1/user/activity/people → ActivityPeople (the person filter's choices);
 * - GET /v1/user/activity.csv?person=&kind=&from=&to= → the same entries as CSV (csv.ts).
 */
export function activityRoutes(deps: AuthCheckDeps): Hono<AuthEnv> {
  const { db } = deps;
  const routes = new Hono<AuthEnv>();
  const records = requireCapability(deps, 'company.records');

  routes.get('/v1/user/activity', requireAuth(deps), records, async (c) => {
    const filter = readActivityFilter(c);
    const { page, limit, offset } = readPagination(c);
    const { entries, total } = await listActivity(db, c.var.auth.companyId, filter, { limit, offset });
    const data: ActivityList = paginated(entries, page, limit, total);
    c.header('Cache-Control', 'no-store');
    return ok(c, data, Messages.activityFetched);
  });

  routes.get('/v1/user/activity/people', requireAuth(deps), records, async (c) => {
    const data: ActivityPeople = { people: await activityPeople(db, c.var.auth.companyId) };
    c.header('Cache-Control', 'no-store');
    return ok(c, data, Messages.activityPeopleFetched);
  });

  routes.get('/v1/user/activity.csv', requireAuth(deps, { tokenCookie: true }), records, async (c) => {
    const filter = readActivityFilter(c);
    const locale = downloadLocale(c);
    const entries = await allActivity(db, c.var.auth.companyId, filter);
    const rows = entries.map((e) => [
      e.at,
      e.actor.name,
      e.actor.email,
      e.actor.role,
      e.kind,
      isActivityKind(e.kind) ? translate(locale, ACTIVITY_KINDS[e.kind].label) : e.kind,
      e.subject,
      e.details === null ? null : JSON.stringify(e.details),
    ]);
    return csvDownload(c, `team-activity_${filter.from ?? 'start'}_${filter.to ?? todayUtc()}.csv`, ACTIVITY_CSV_COLUMNS, rows);
  });

  return routes;
}
