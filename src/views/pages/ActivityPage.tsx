import { Anchor, Button, Card, Center, Group, Loader, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { EmptyState } from '@mantine/core';
import { IconDownload, IconHistory, IconX } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import {
  activityCsvLink,
  activityLogMachine,
  activityPlaceFromSearch,
  activitySearch,
  filterOfContext,
  hasFilter,
  type ActivityLogActor,
} from '../../machines/activityLogMachine';
import type { ActivityEntry } from '../../schemas/activity';
import { ACTIVITY_KIND_NAMES, ACTIVITY_KINDS, isActivityKind } from '../../schemas/activityKinds';
import { ROLE_RULES, type AccessLevel } from '../../schemas/teamRoles';
import { useAppConfig } from '../AppConfigContext';
import { DayRangeFields } from '../components/DayRangeFields';
import { LazyPageNav } from '../components/LazyPageNav';
import { LoadFailed } from '../components/LoadFailed';
import { PageHeading } from '../components/PageHeading';
import { RoleNotice } from '../components/RoleNotice';
import { useAppActor } from '../inspection';
import type { PageProps } from '../PageProps';
import { useProfile } from '../SessionContext';
import { useFormats } from '../useFormats';
import { useI18n } from '../useI18n';
import css from './ActivityPage.module.css';

const PATH = '/settings/activity';
const todayUtc = (): string => new Date().toISOString().slice(0, 10);
const isRole = (value: unknown): value is AccessLevel => typeof value === 'string' && Object.hasOwn(ROLE_RULES, value);

/**
 * /settings/activity (issue 37): who did what in the company, newest first — filtered by person,
 * kind and days, the filter in the URL (a link reproduces the view) — and its CSV. "Who cancelled
 * this order?" is the kind filter "Cancelled an order": each entry names the order and who did it.
 */
export default function ActivityPage({ title }: PageProps) {
  const i18n = useI18n();
  const search = useSearch();
  const today = todayUtc();
  const actor = useAppActor(activityLogMachine.provide({ actions: { placeChanged: (_, place) => navigate(`${PATH}${activitySearch(place)}`) } }), {
    input: { profile: useProfile(), place: activityPlaceFromSearch(search, today), today },
  });
  // Back, forward or a link changed the URL: show what it names (ignored when it is the current view).
  useEffect(() => {
    actor.send({ type: 'location.changed', ...activityPlaceFromSearch(search, todayUtc()) });
  }, [actor, search]);

  const state = useSelector(actor, (s) => s.value);
  const error = useSelector(actor, (s) => s.context.error);
  const entries = useSelector(actor, (s) => s.context.entries);
  const pagination = useSelector(actor, (s) => s.context.pagination);
  const page = useSelector(actor, (s) => s.context.page);
  const filtered = useSelector(actor, (s) => hasFilter(s.context));

  if (state === 'notAllowed') {
    return (
      <>
        <PageHeading title={title} />
        <RoleNotice message={error} />
      </>
    );
  }

  return (
    <Stack gap="lg" miw={0}>
      <PageHeading title={title} description={i18n._('Who in your company booked, paid, cancelled, rated, or changed the team and settings, and when. Entries are kept for a year.')} />
      <ActivityFilters actor={actor} />
      <Stack gap="md" aria-busy={state === 'loading'} miw={0}>
        {state === 'loading' || state === 'checkingRole' ? (
          <Paper withBorder radius="lg" p="xl">
            <Center>
              <Loader aria-label={i18n._('Loading the activity log')} />
            </Center>
          </Paper>
        ) : null}
        {state === 'failed' ? <LoadFailed message={error} onRetry={() => actor.send({ type: 'retry' })} /> : null}
        {state === 'empty' ? (
          <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }}>
            <EmptyState
              icon={<IconHistory size={28} />}
              variant="light"
              title={filtered ? i18n._('No activity matches these filters') : i18n._('No activity yet')}
              description={filtered ? i18n._('Try another person, kind or dates, or clear the filters.') : i18n._('What your team does from now on shows here.')}
            />
          </Paper>
        ) : null}
        {state === 'list' ? <ActivityEntries entries={entries} /> : null}
        {state === 'list' && pagination ? (
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed" data-testid="activity-total">
              {i18n._('{count, plural, one {# entry} other {# entries}}', { count: pagination.total })}
            </Text>
            {pagination.totalPages > 1 ? <LazyPageNav total={pagination.totalPages} value={page} onChange={(next) => actor.send({ type: 'page.changed', page: next })} /> : null}
          </Group>
        ) : null}
      </Stack>
    </Stack>
  );
}

/** Person, kind, days, Clear, and the CSV of what the filters show. */
function ActivityFilters({ actor }: { actor: ActivityLogActor }) {
  const i18n = useI18n();
  const { apiBaseUrl } = useAppConfig();
  const context = useSelector(actor, (s) => s.context);
  const filter = filterOfContext(context);
  const people = context.people ?? [];
  const send = (change: Partial<typeof filter>) => actor.send({ type: 'filters.changed', ...filter, from: context.fromInput, to: context.toInput, ...change });
  const active = hasFilter(context) || context.fromInput !== '' || context.toInput !== '';
  return (
    <Paper withBorder radius="lg" p="md" component="search" aria-label={i18n._('Filter the activity log')}>
      <Group align="flex-end" gap="md" wrap="wrap">
        <NativeSelect
          label={i18n._('Person')}
          value={filter.person}
          onChange={(e) => send({ person: e.currentTarget.value })}
          data={[
            { value: '', label: i18n._('Everyone') },
            ...people.map((p) => ({ value: p.accountId, label: p.current ? `${p.name} (${p.email})` : i18n._('{name} (removed)', { name: p.name }) })),
          ]}
          style={{ flex: '1 1 200px' }}
          data-testid="activity-person"
        />
        <NativeSelect
          label={i18n._('What')}
          value={filter.kind}
          onChange={(e) => send({ kind: isActivityKind(e.currentTarget.value) ? e.currentTarget.value : '' })}
          data={[{ value: '', label: i18n._('Everything') }, ...ACTIVITY_KIND_NAMES.map((kind) => ({ value: kind, label: i18n._(ACTIVITY_KINDS[kind].label) }))]}
          style={{ flex: '1 1 220px' }}
          data-testid="activity-kind"
        />
        <DayRangeFields
          from={context.fromInput}
          to={context.toInput}
          today={context.today}
          errors={context.rangeErrors}
          onChange={(range) => send(range)}
          testId="activity"
          flex="1 1 150px"
        />
        {active ? (
          <Button variant="default" leftSection={<IconX size={16} aria-hidden="true" />} onClick={() => actor.send({ type: 'filters.cleared' })}>
            {i18n._('Clear')}
          </Button>
        ) : null}
        <Button component="a" href={activityCsvLink(filter, apiBaseUrl)} download variant="light" leftSection={<IconDownload size={16} aria-hidden="true" />} data-testid="activity-csv">
          {i18n._('Download CSV')}
        </Button>
      </Group>
    </Paper>
  );
}

/** The entries: a table from a tablet up, cards on a phone (nothing overflows). */
function ActivityEntries({ entries }: { entries: readonly ActivityEntry[] }) {
  const i18n = useI18n();
  const fmt = useFormats();
  return (
    <>
      <Paper withBorder radius="lg" visibleFrom="sm" style={{ overflow: 'hidden' }}>
        <div className={css.scroll}>
          <table className={css.table} data-testid="activity-table">
            <thead>
              <tr>
                <th scope="col">{i18n._('When')}</th>
                <th scope="col">{i18n._('Who')}</th>
                <th scope="col">{i18n._('What')}</th>
                <th scope="col">{i18n._('Subject')}</th>
                <th scope="col">{i18n._('Details')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} data-testid="activity-entry">
                  <td className={css.nowrap}>
                    <time dateTime={entry.at}>{fmt.dateTime(entry.at)}</time>
                  </td>
                  <td>
                    <Who entry={entry} />
                  </td>
                  <td className={css.what}>{kindLabel(entry, i18n._.bind(i18n))}</td>
                  <td>
                    <Subject entry={entry} />
                  </td>
                  <td>
                    <Details entry={entry} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Paper>
      <Stack gap="sm" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={i18n._('Activity')}>
        {entries.map((entry) => (
          <Card component="li" key={entry.id} withBorder radius="lg" padding="md" data-testid="activity-card">
            <Stack gap={4} miw={0}>
              <Text fw={700}>{kindLabel(entry, i18n._.bind(i18n))}</Text>
              <Text size="sm" c="dimmed">
                <time dateTime={entry.at}>{fmt.dateTime(entry.at)}</time>
              </Text>
              <Who entry={entry} />
              <Subject entry={entry} />
              <Details entry={entry} />
            </Stack>
          </Card>
        ))}
      </Stack>
    </>
  );
}

const kindLabel = (entry: ActivityEntry, t: (id: string) => string): string => (isActivityKind(entry.kind) ? t(ACTIVITY_KINDS[entry.kind].label) : entry.kind);

function Who({ entry }: { entry: ActivityEntry }) {
  const i18n = useI18n();
  const role = entry.actor.role;
  return (
    <Stack gap={0} miw={0}>
      <Text size="sm" fw={600}>
        {entry.actor.name}
      </Text>
      {isRole(role) ? (
        <Text size="xs" fw={600} c="gray.7">
          {i18n._(ROLE_RULES[role].label)}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {entry.actor.email}
      </Text>
    </Stack>
  );
}

function Subject({ entry }: { entry: ActivityEntry }) {
  if (entry.subject === null) return null;
  const rule = isActivityKind(entry.kind) ? ACTIVITY_KINDS[entry.kind] : null;
  if (rule?.subject === 'order') {
    return (
      <Anchor component={Link} href={`/my-orders/service/${encodeURIComponent(entry.subject)}`} size="sm" fw={600}>
        {entry.subject}
      </Anchor>
    );
  }
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {entry.subject}
    </Text>
  );
}

/** The entry's small facts, in words: a role change's old → new, a rating, an amount… */
function Details({ entry }: { entry: ActivityEntry }) {
  const i18n = useI18n();
  const fmt = useFormats();
  const d = entry.details;
  if (d === null) return null;
  const roleWord = (value: unknown) => (isRole(value) ? i18n._(ROLE_RULES[value].label) : String(value));
  const parts: string[] = [];
  if (d.from !== undefined && d.to !== undefined) {
    parts.push(entry.kind === 'company.twoFactorRequirement' ? `${d.from === 'on' ? i18n._('Required') : i18n._('Not required')} → ${d.to === 'on' ? i18n._('Required') : i18n._('Not required')}` : `${roleWord(d.from)} → ${roleWord(d.to)}`);
  }
  if (typeof d.role === 'string') parts.push(i18n._('Role: {role}', { role: roleWord(d.role) }));
  if (typeof d.rating === 'number') parts.push(i18n._('Rating: {rating} of 5', { rating: d.rating }));
  if (typeof d.amount === 'number') parts.push(fmt.money(d.amount));
  if (d.refund === true) parts.push(i18n._('Refunded'));
  if (Array.isArray(d.fields) && d.fields.length > 0) parts.push(d.fields.join(', '));
  if (typeof d.count === 'number') parts.push(i18n._('{count, plural, one {# session} other {# sessions}}', { count: d.count }));
  if (parts.length === 0) return null;
  return (
    <Text size="sm" c="dimmed" miw={96} data-testid="activity-details">
      {parts.join(' · ')}
    </Text>
  );
}
