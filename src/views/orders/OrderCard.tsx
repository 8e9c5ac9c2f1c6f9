import { lazy } from 'react';
import { Button, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowRight, IconCalendarEvent, IconChevronRight, IconCreditCard } from '@tabler/icons-react';
import { Link } from 'wouter';
import { paysForOrders, requestsServices } from '../../machines/accountRules';
import { createdOn, delayWarningOf, isPastOrder, paymentWords, priceOf, routeOf, scheduleWords } from '../../machines/orderDisplay';
import type { OrderSummary } from '../../schemas/order';
import { canPayNow } from '../../schemas/orderStatus';
import { DeferredControl } from '../components/DeferredControl';
import { DelayLine } from './DelayWarning';
import { PastOrderMenuButton } from './PastOrderMenuButton';
import { PaymentBadge } from './PaymentBadge';
import { useProfile } from '../SessionContext';
import { useFormats } from '../useFormats';
import { useI18n, useMessage } from '../useI18n';
import { StatusBadge } from './StatusBadge';
import { PapersFlagLine } from './PapersFlag';
import type { NotReadyOrder } from '../../machines/crossingFlags';
import classes from './orders.module.css';

const PastOrderMenu = lazy(() => import('./PastOrderMenu').then((m) => ({ default: m.PastOrderMenu })));

export const orderHref = (movementId: string) => `/my-orders/service/${encodeURIComponent(movementId)}`;
/** The order page, opening its payment at once (Pay now from a list). */
export const payNowHref = (movementId: string) => `${orderHref(movementId)}?pay=now`;
/** The wizard, filled in from a past order. */

/**
 * One order in a list: a link to its page with what tells it apart at a glance, and whether it is
 * paid. An unpaid order gets Pay now beside the link (never inside it: no nested controls); an
 * order whose crossing papers are not ready, a flag below it linking to them.
 */
export function OrderCard({ order, crossing }: { order: OrderSummary; crossing?: NotReadyOrder | undefined }) {
  if (!crossing) return <OrderCardBody order={order} />;
  return (
    <div className={classes.flagged} data-testid="flagged-order">
      <OrderCardBody order={order} />
      <PapersFlagLine flag={crossing} />
    </div>
  );
}

function OrderCardBody({ order }: { order: OrderSummary }) {
  const i18n = useI18n();
  const fmt = useFormats();
  const profile = useProfile();
  const mayPay = paysForOrders(profile);
  // Book again starts a request: a Viewer gets the plain card.
  if (isPastOrder(order)) return requestsServices(profile) ? <PastOrderCard order={order} /> : <OrderCardLink order={order} />;
  if (!canPayNow(order)) return <OrderCardLink order={order} />;
  const detail = paymentWords(order, fmt).detail;
  return (
    <Stack gap={0} className={classes.unpaid} data-testid="unpaid-order">
      <OrderCardLink order={order} />
      <Group justify="space-between" gap="sm" px="md" py="xs" wrap="nowrap">
        <Text size="xs" c="orange.9" fw={500} miw={0}>
          {detail ? i18n._(detail) : null}
        </Text>
        {/* Issue 17.4: a Viewer sees that it is unpaid, with no Pay now. */}
        {mayPay ? (
          <Button size="xs" component={Link} href={payNowHref(order.movementId)} leftSection={<IconCreditCard size={14} />} style={{ flexShrink: 0 }} aria-label={i18n._('Pay now for order {movementId}', { movementId: order.movementId })}>
            {i18n._('Pay now')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

/** A completed or cancelled order: its card, and a menu beside the link (never inside it) with Book again. */
function PastOrderCard({ order }: { order: OrderSummary }) {
  return (
    <div className={classes.past}>
      <OrderCardLink order={order} menuSpace />
      <DeferredControl placeholder={(open) => <PastOrderMenuButton movementId={order.movementId} onClick={open} />}>
        {(defaultOpened) => <PastOrderMenu movementId={order.movementId} defaultOpened={defaultOpened} />}
      </DeferredControl>
    </div>
  );
}

function OrderCardLink({ order, menuSpace = false }: { order: OrderSummary; menuSpace?: boolean }) {
  const i18n = useI18n();
  const translate = useMessage();
  const fmt = useFormats();
  const route = routeOf(order);
  const delay = delayWarningOf(order);
  return (
    <Card
      component={Link}
      href={orderHref(order.movementId)}
      withBorder
      radius="lg"
      padding="md"
      className={classes.card}
      data-testid="order-card"
      data-movement-id={order.movementId}
    >
      {/* Named by its visible words (with a hidden "Order" and "to"), so the name holds what is seen. */}
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        {/* The id is never cut (a movement id is ten characters); long badges wrap beside it instead. */}
        <Stack gap={2} miw={104} style={{ flex: 1 }}>
          <Text fw={700} ff="monospace" size="sm" style={{ whiteSpace: 'nowrap' }}>
            <VisuallyHidden>{i18n._('Order')} </VisuallyHidden>
            {order.movementId}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {i18n._('Ref. {reference}', { reference: order.userReference })} · {translate(order.service.title)}
          </Text>
          <Text size="xs" c="dimmed" data-testid="booked-on">
            {i18n._('Booked {date}', { date: createdOn(order, fmt) })}
          </Text>
        </Stack>
        <Group gap={6} wrap="wrap" justify="flex-end" style={{ flexShrink: 1, minWidth: 0 }} pr={menuSpace ? 40 : 0}>
          <PaymentBadge status={order.paymentStatus} />
          {/* Unpaid, no carrier looks at it yet: "Looking for a carrier" would say otherwise. */}
          {canPayNow(order) ? null : <StatusBadge status={order.status} />}
        </Group>
      </Group>
      <Group gap={8} mt="md" wrap="nowrap" miw={0}>
        <Text fw={600} truncate>
          {route.from}
        </Text>
        <IconArrowRight size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
        <VisuallyHidden> {i18n._('to')} </VisuallyHidden>
        <Text fw={600} truncate>
          {route.to}
        </Text>
        {route.extraStops > 0 ? (
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {i18n._('{count, plural, one {+# stop} other {+# stops}}', { count: route.extraStops })}
          </Text>
        ) : null}
      </Group>
      {delay ? <DelayLine warning={delay} /> : null}
      <Group justify="space-between" mt="sm" gap="sm" wrap="nowrap">
        <Group gap={6} wrap="nowrap" c="dimmed" miw={0}>
          <IconCalendarEvent size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
          <Text size="sm" c="dimmed" truncate>
            {i18n._(scheduleWords(order, fmt))}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Text fw={700}>{priceOf(order, fmt)}</Text>
          <IconChevronRight size={18} aria-hidden="true" className={classes.chevron} />
        </Group>
      </Group>
    </Card>
  );
}

