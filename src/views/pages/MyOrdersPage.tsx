import { Group, Pagination, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { ordersMachine, ordersPlaceFromSearch, ordersSearch } from '../../machines/ordersMachine';
import { ORDER_TAB_LABELS, ORDER_TABS, type OrderTab } from '../../schemas/orderStatus';
import { PageHeading } from '../components/PageHeading';
import { useAppActor } from '../inspection';
import { OrderCard } from '../orders/OrderCard';
import { OrderCardSkeleton } from '../orders/OrderCardSkeleton';
import { OrdersEmptyState } from '../orders/OrdersEmptyState';
import { useNotificationsActor } from '../NotificationsContext';
import type { PageProps } from '../PageProps';
import { LoadFailed } from '../components/LoadFailed';

const isTab = (value: string | null): value is OrderTab => value !== null && (ORDER_TABS as readonly string[]).includes(value);

/**
 * /my-orders: the company's orders by tab, a page at a time. The tab and page live in the URL
 * (`?tab=Completed&page=2`), so a reload, a shared link and the back button show the same list.
 */
export default function MyOrdersPage({ title }: PageProps) {
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

  return (
    <Stack gap="lg">
      <PageHeading title={title} description="Every order of your company, by status. Open one to follow it, act on it or rate it." />
      <Tabs value={tab} onChange={(value) => isTab(value) && actor.send({ type: 'tab.changed', tab: value })} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          {ORDER_TABS.map((t) => (
            <Tabs.Tab key={t} value={t} fw={600} px={{ base: 10, sm: 'md' }} fz={{ base: 13, sm: 'sm' }} style={{ flexShrink: 0 }}>
              {ORDER_TAB_LABELS[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ORDER_TABS.map((t) => (
          <Tabs.Panel key={t} value={t} pt="lg">
            {t === tab ? (
              <Stack gap="md" aria-busy={state === 'loading'}>
                {state === 'loading' && orders.length === 0 ? (
                  <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-label="Loading orders">
                    {[0, 1, 2, 3].map((i) => (
                      <OrderCardSkeleton key={i} />
                    ))}
                  </SimpleGrid>
                ) : null}

                {state === 'failed' ? (
                  <LoadFailed message={error} onRetry={() => actor.send({ type: 'retry' })} />
                ) : null}

                {state === 'empty' ? <OrdersEmptyState tab={tab} /> : null}

                {orders.length > 0 ? (
                  <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`${ORDER_TAB_LABELS[tab]} orders`}>
                    {orders.map((order) => (
                      <li key={order.movementId}>
                        <OrderCard order={order} />
                      </li>
                    ))}
                  </SimpleGrid>
                ) : null}

                {pagination && pagination.total > 0 && state !== 'failed' ? (
                  <Group justify="space-between" gap="sm">
                    <Text size="sm" c="dimmed" data-testid="orders-total">
                      {pagination.total} order{pagination.total === 1 ? '' : 's'}
                    </Text>
                    {pagination.totalPages > 1 ? (
                      <Pagination
                        total={pagination.totalPages}
                        value={page}
                        onChange={(next) => actor.send({ type: 'page.changed', page: next })}
                        getControlProps={(control) => ({ 'aria-label': control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : control })}
                        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
                      />
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
