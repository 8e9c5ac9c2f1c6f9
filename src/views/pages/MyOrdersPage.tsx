import { Badge, Button, CloseButton, Group, InputBase, Paper, SimpleGrid, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconCalendarEvent, IconSearch, IconX } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { lazy, useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { flagOf } from '../../machines/crossingFlags';
import { filtersWords } from '../../machines/orderDisplay';
import { hasFilters, ordersMachine, ordersPlaceFromSearch, ordersSearch, type OrdersActor } from '../../machines/ordersMachine';
import { ORDER_SEARCH_MAX, ORDER_TABS, type OrderTab } from '../../schemas/orderStatus';
import { DeferredControl } from '../components/DeferredControl';
import { LazyPageNav } from '../components/LazyPageNav';
import { PageHeading } from '../components/PageHeading';
import { useAppActor } from '../inspection';
import { OrderCard } from '../orders/OrderCard';
import { OrderCardSkeleton } from '../orders/OrderCardSkeleton';
import { OrdersEmptyState } from '../orders/OrdersEmptyState';
import { useNotificationsActor } from '../NotificationsContext';
import type { PageProps } from '../PageProps';
import { LoadFailed } from '../components/LoadFailed';
import { useTabLabel } from '../orders/tabLabels';
import { useFormats } from '../useFormats';
import { useI18n } from '../useI18n';

const OrderDatesField = lazy(() => import('../orders/OrderDatesField').then((m) => ({ default: m.OrderDatesField })));

/** The calendar field as it looks, while its code loads (a click opens it when it comes). */
function OrderDatesPlaceholder({ from, to, onClick }: { from: string; to: string; onClick: () => void }) {
  const i18n = useI18n();
  const fmt = useFormats();
  return (
    <InputBase
      component="button"
      type="button"
      pointer
      label={i18n._('Booked between')}
      leftSection={<IconCalendarEvent size={16} aria-hidden="true" />}
      onClick={onClick}
      style={{ flex: '1 1 260px' }}
      data-testid="orders-dates"
    >
      {from && to ? `${fmt.date(from)} – ${fmt.date(to)}` : <Text span c="dimmed" size="sm">{i18n._('Any date')}</Text>}
    </InputBase>
  );
}

const isTab = (value: string | null): value is OrderTab => value !== null && (ORDER_TABS as readonly string[]).includes(value);

/**
 * /my-orders: the company's orders by tab, a page at a time, searched by movement id or reference and
 * filtered by booking days, each tab with its count. The place lives in the URL
 * (`?tab=Completed&page=2&search=CC26&from=2026-11-01&to=2026-11-30`), so a reload, a shared link and
 * the back button show the same list.
 */
export default function MyOrdersPage({ title }: PageProps) {
  const i18n = useI18n();
  const fmt = useFormats();
  const tabLabel = useTabLabel();
  const search = useSearch();
  const feed = useNotificationsActor();
  const actor = useAppActor(
    ordersMachine.provide({
      actions: {
        placeChanged: (_, { replace, ...place }) => navigate(`/my-orders${ordersSearch(place)}`, { replace }),
      },
    }),
    // The machine follows the session's pushes itself (it shows in its statechart).
    { input: { ...ordersPlaceFromSearch(search), feed } },
  );
  // Back, forward or a link changed the URL: show the place it names (ignored when it is the current one).
  useEffect(() => {
    actor.send({ type: 'location.changed', ...ordersPlaceFromSearch(search) });
  }, [actor, search]);

  const state = useSelector(actor, (s) => s.value);
  const tab = useSelector(actor, (s) => s.context.tab);
  const page = useSelector(actor, (s) => s.context.page);
  const orders = useSelector(actor, (s) => s.context.orders);
  const pagination = useSelector(actor, (s) => s.context.pagination);
  const error = useSelector(actor, (s) => s.context.error);
  const counts = useSelector(actor, (s) => s.context.counts);
  const notReady = useSelector(actor, (s) => s.context.notReady);
  const filters = useSelector(actor, (s) => ({ search: s.context.search, from: s.context.from, to: s.context.to }), sameFilters);
  const filtered = hasFilters(filters);

  return (
    <Stack gap="lg">
      <PageHeading title={title} description={i18n._('Every order of your company, by status. Open one to follow it, act on it or rate it.')} />
      <OrderFilters actor={actor} />
      <Tabs value={tab} onChange={(value) => isTab(value) && actor.send({ type: 'tab.changed', tab: value })} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          {ORDER_TABS.map((t) => (
            <Tabs.Tab
              key={t}
              value={t}
              fw={600}
              px={{ base: 10, sm: 'md' }}
              fz={{ base: 13, sm: 'sm' }}
              style={{ flexShrink: 0 }}
              data-testid={`tab-${t}`}
              rightSection={
                counts ? (
                  <Badge size="md" variant={t === tab ? 'filled' : 'light'} color={t === tab ? 'brand.8' : 'gray.7'} radius="xl" fz={12} data-testid={`tab-count-${t}`}>
                    {fmt.number(counts[t])}
                  </Badge>
                ) : (
                  // The count's place while it loads: its coming must not move the list below.
                  <Badge size="md" radius="xl" fz={12} aria-hidden="true" style={{ visibility: 'hidden' }}>
                    0
                  </Badge>
                )
              }
            >
              {tabLabel(t)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ORDER_TABS.map((t) => (
          <Tabs.Panel key={t} value={t} pt="lg">
            {t === tab ? (
              <Stack gap="md" aria-busy={state === 'loading'}>
                {state === 'loading' && orders.length === 0 ? (
                  <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-label={i18n._('Loading orders')}>
                    {[0, 1, 2, 3].map((i) => (
                      <OrderCardSkeleton key={i} />
                    ))}
                  </SimpleGrid>
                ) : null}

                {state === 'failed' ? (
                  <LoadFailed message={error} onRetry={() => actor.send({ type: 'retry' })} />
                ) : null}

                {state === 'empty' && filtered ? <NoMatch tab={tab} filters={filters} onClear={() => actor.send({ type: 'filters.cleared' })} /> : null}
                {state === 'empty' && !filtered ? <OrdersEmptyState tab={tab} /> : null}

                {orders.length > 0 ? (
                  <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={i18n._('{tab} orders', { tab: tabLabel(tab) })}>
                    {orders.map((order) => (
                      <li key={order.movementId}>
                        <OrderCard order={order} crossing={flagOf(notReady, order.movementId)} />
                      </li>
                    ))}
                  </SimpleGrid>
                ) : null}

                {pagination && pagination.total > 0 && state !== 'failed' ? (
                  <Group justify="space-between" gap="sm">
                    <Text size="sm" c="dimmed" data-testid="orders-total">
                      {i18n._('{count, plural, one {# order} other {# orders}}', { count: pagination.total })}
                    </Text>
                    {pagination.totalPages > 1 ? (
                      <LazyPageNav total={pagination.totalPages} value={page} onChange={(next) => actor.send({ type: 'page.changed', page: next })} />
                    ) : null}
                  </Group>
                ) : null}
              </Stack>
            ) : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

const sameFilters = (a: { search: string; from: string; to: string }, b: { search: string; from: string; to: string }) =>
  a.search === b.search && a.from === b.from && a.to === b.to;

/** The search box (searched as the customer pauses), the booking days and Clear. */
function OrderFilters({ actor }: { actor: OrdersActor }) {
  const i18n = useI18n();
  const searchInput = useSelector(actor, (s) => s.context.searchInput);
  const from = useSelector(actor, (s) => s.context.from);
  const to = useSelector(actor, (s) => s.context.to);
  const active = useSelector(actor, (s) => hasFilters(s.context) || s.context.searchInput !== '');
  // Field text only: the first day of a range while the second is being picked.
  const [picking, setPicking] = useState<[string | null, string | null] | null>(null);
  return (
    <Paper withBorder radius="lg" p="md" component="search" aria-label={i18n._('Search and filter orders')}>
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          label={i18n._('Search')}
          placeholder={i18n._('Movement id or reference')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={searchInput}
          maxLength={ORDER_SEARCH_MAX}
          onChange={(e) => actor.send({ type: 'search.typed', text: e.currentTarget.value })}
          rightSection={searchInput ? <CloseButton size="sm" aria-label={i18n._('Clear the search')} onClick={() => actor.send({ type: 'search.typed', text: '' })} /> : null}
          style={{ flex: '1 1 240px' }}
          data-testid="orders-search"
        />
        <DeferredControl placeholder={(open) => <OrderDatesPlaceholder from={from} to={to} onClick={open} />}>
          {(openAtOnce) => (
            <OrderDatesField
              openAtOnce={openAtOnce}
              value={picking ?? [from || null, to || null]}
              // Sent once the range is whole (or cleared): half a range is still being picked.
              onChange={([start, end]) => {
                if ((start && end) || (!start && !end)) {
                  setPicking(null);
                  actor.send({ type: 'dates.changed', from: start ?? '', to: end ?? '' });
                } else setPicking([start, end]);
              }}
              onDropdownClose={() => setPicking(null)}
            />
          )}
        </DeferredControl>
        {active ? (
          <Button variant="default" leftSection={<IconX size={16} aria-hidden="true" />} onClick={() => actor.send({ type: 'filters.cleared' })}>
            {i18n._('Clear')}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}

/** Nothing matched: say what was searched, in which tab, and offer Clear. */
function NoMatch({ tab, filters, onClear }: { tab: OrderTab; filters: { search: string; from: string; to: string }; onClear: () => void }) {
  const i18n = useI18n();
  const fmt = useFormats();
  const searched = filtersWords(filters, fmt)
    .map((words) => i18n._(words))
    .join(', ');
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} data-testid="orders-no-match">
      <Stack align="center" gap="sm" ta="center">
        <Text fw={700} size="lg">
          {i18n._('{tab, select, Pending {No upcoming orders} InProgress {No in transit orders} Completed {No completed orders} other {No cancelled orders}}', { tab })} {searched}
        </Text>
        <Text size="sm" c="dimmed">
          {i18n._('Check the movement id or reference, try other dates or another tab, or clear the search.')}
        </Text>
        <Button variant="light" leftSection={<IconX size={16} aria-hidden="true" />} onClick={onClear}>
          {i18n._('Clear search and dates')}
        </Button>
      </Stack>
    </Paper>
  );
}
