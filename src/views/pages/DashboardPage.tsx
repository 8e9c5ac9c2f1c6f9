import { Alert, Anchor, Button, EmptyState, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconBan, IconCircleCheck, IconClockHour4, IconPackages, IconReceipt2, IconTruckDelivery } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { requestsServices } from '../../machines/accountRules';
import { dashboardMachine, RECENT_ORDERS } from '../../machines/dashboardMachine';
import { greetingAt } from '../../machines/orderDisplay';
import { ordersSearch } from '../../machines/ordersMachine';
import { ORDER_TABS, type OrderTab } from '../../schemas/orderStatus';
import { useAppActor } from '../inspection';
import { OrderCard } from '../orders/OrderCard';
import { OrderCardSkeleton } from '../orders/OrderCardSkeleton';
import { PapersNeededPanel } from '../orders/PapersFlag';
import { useTabLabel } from '../orders/tabLabels';
import { RequestServiceButton } from '../orders/RequestServiceButton';
import { useNotificationsActor } from '../NotificationsContext';
import { useProfile } from '../SessionContext';
import type { PageProps } from '../PageProps';
import classes from '../orders/orders.module.css';
import { LoadFailed } from '../components/LoadFailed';
import { useFormats } from '../useFormats';
import { useI18n, useMessage } from '../useI18n';

const TAB_ICONS: Record<OrderTab, ReactNode> = {
  Pending: <IconClockHour4 size={20} />,
  InProgress: <IconTruckDelivery size={20} />,
  Completed: <IconCircleCheck size={20} />,
  Cancelled: <IconBan size={20} />,
};

/** /dashboard: a greeting, the company's orders per status, the newest ones, and the way to book. */
export default function DashboardPage({ title }: PageProps) {
  const i18n = useI18n();
  const translate = useMessage();
  const fmt = useFormats();
  const tabLabel = useTabLabel();
  const profile = useProfile();
  // The machine follows the session's notifications actor (and returns to the tab) itself.
  const actor = useAppActor(dashboardMachine, { input: { feed: useNotificationsActor() } });
  const state = useSelector(actor, (s) => s.value);
  const overview = useSelector(actor, (s) => s.context.overview);
  const error = useSelector(actor, (s) => s.context.error);
  const pendingQuote = useSelector(actor, (s) => s.context.pendingQuote);
  const notReady = useSelector(actor, (s) => s.context.notReady);
  const firstName = profile?.contactName.trim().split(/\s+/)[0];

  return (
    <Stack gap="xl">
      <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="brand.8" c="white">
        <Group justify="space-between" align="center" gap="lg">
          <Stack gap={4} miw={0}>
            <Text size="sm" c="brand.1" fw={500}>
              {title}
              {profile ? ` · ${profile.companyName}` : ''}
            </Text>
            <Title order={1} fz={{ base: 24, sm: 30 }} c="white" data-testid="greeting">
              {translate(greetingAt())}
              {firstName ? `, ${firstName}` : ''}
            </Title>
            <Text c="brand.0" maw={520}>
              {/* Issue 17.4: a Viewer follows orders but books none. */}
              {requestsServices(profile)
                ? i18n._('Book a cross-border load in a few steps, then follow it here from pickup to delivery.')
                : i18n._("Follow your company's loads here from pickup to delivery.")}
            </Text>
          </Stack>
          <RequestServiceButton variant="white" color="brand.8" size="md" />
        </Group>
      </Paper>

      {pendingQuote ? (
        // Book this: kept in this browser through registration, the emailed code and the admin's verification.
        <Alert
          color="teal.9"
          variant="light"
          radius="lg"
          icon={<IconReceipt2 size={20} />}
          title={i18n._('Your instant quote is waiting')}
          withCloseButton
          closeButtonLabel={i18n._('Dismiss')}
          onClose={() => actor.send({ type: 'quote.dismissed' })}
          data-testid="pending-quote"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              {!pendingQuote.expired
                ? i18n._('{pickup} to {drop} for {total}: the price holds until {time}.', { pickup: translate(pendingQuote.pickup), drop: translate(pendingQuote.drop), total: fmt.money(pendingQuote.total), time: fmt.dateTime(pendingQuote.validUntil) })
                : i18n._('{pickup} to {drop}: the quoted {total} held until {time}. Booking it now gives today’s price.', { pickup: translate(pendingQuote.pickup), drop: translate(pendingQuote.drop), total: fmt.money(pendingQuote.total), time: fmt.dateTime(pendingQuote.validUntil) })}
            </Text>
            {!profile?.verifyByAdmin ? (
              <Text size="sm">{i18n._('You can book it as soon as our team has verified your company; it stays here until then.')}</Text>
            ) : requestsServices(profile) ? (
              <Button component={Link} href={`/additional-details?quote=${encodeURIComponent(pendingQuote.id)}`} size="sm" rightSection={<IconArrowRight size={16} />}>
                {i18n._('Book it')}
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}

      {state === 'failed' ? (
        <>
          <LoadFailed message={error} onRetry={() => actor.send({ type: 'retry' })} />
          <PapersNeededPanel notReady={notReady} />
        </>
      ) : (
        <>
          <section aria-labelledby="orders-by-status">
            <Title order={2} fz="lg" mb="sm" id="orders-by-status">
              {i18n._('Orders by status')}
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
              {ORDER_TABS.map((tab) => (
                <Paper key={tab} component={Link} href={`/my-orders${ordersSearch({ tab, page: 1 })}`} withBorder radius="lg" p="md" className={classes.stat} data-testid={`count-${tab}`}>
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <Stack gap={0}>
                      {overview ? (
                        <Text fz={28} fw={800} lh={1.2}>
                          {fmt.number(overview.counts[tab])}
                        </Text>
                      ) : (
                        <Skeleton height={28} width={36} my={3} />
                      )}
                      <Text size="sm" c="dimmed" fw={500}>
                        {tabLabel(tab)}
                      </Text>
                    </Stack>
                    <ThemeIcon variant="light" color="brand" c="brand.8" radius="md" size={36} aria-hidden="true">
                      {TAB_ICONS[tab]}
                    </ThemeIcon>
                  </Group>
                </Paper>
              ))}
            </SimpleGrid>
          </section>

          <section aria-labelledby="recent-orders">
            <Group justify="space-between" mb="sm">
              <Title order={2} fz="lg" id="recent-orders">
                {i18n._('Recent orders')}
              </Title>
              <Anchor component={Link} href="/my-orders" size="sm" fw={600}>
                <Group gap={4} component="span">
                  {i18n._('View all orders')} <IconArrowRight size={14} aria-hidden="true" />
                </Group>
              </Anchor>
            </Group>
            {!overview ? (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                {[0, 1].map((i) => (
                  <OrderCardSkeleton key={i} />
                ))}
              </SimpleGrid>
            ) : overview.recent.length === 0 ? (
              <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} data-testid="dashboard-empty">
                <EmptyState
                  icon={<IconPackages size={28} />}
                  variant="light"
                  title={i18n._('No orders yet')}
                  description={i18n._("Request your first service: choose the crossing and equipment, add pickup and drop addresses, and pay at the server's price.")}
                >
                  <EmptyState.Actions>
                    <RequestServiceButton />
                  </EmptyState.Actions>
                </EmptyState>
              </Paper>
            ) : (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={i18n._('The {count} newest orders', { count: RECENT_ORDERS })}>
                {overview.recent.map((order) => (
                  <li key={order.movementId}>
                    <OrderCard order={order} />
                  </li>
                ))}
              </SimpleGrid>
            )}
          </section>

          {/* Last: it comes with its own call, and above the counts and the newest orders, drawn
              before any answer, it would push them down when it appears. */}
          <PapersNeededPanel notReady={notReady} />
        </>
      )}
    </Stack>
  );
}
