import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconClockPause, IconInfoCircle } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { lapsedQuoteNote } from '../../machines/wizardDisplay';
import { loadStatus } from '../../machines/wizardScreen';
import type { PaymentActor } from '../../machines/paymentMachine';
import { FormError } from '../components/FormError';
import { PaymentPanel } from '../payment/PaymentPanel';
import { LoaderState } from './LoaderState';
import type { WizardActor } from './WizardStepView';
import { useWizardWords } from './wizardWords';

/** stepCheckout: the order is created at the server's price, then paid exactly once. */
export function CheckoutStep({ wizard }: { wizard: WizardActor }) {
  const { i18n, fmt, say } = useWizardWords();
  const order = useSelector(wizard, (s) => s.context.order);
  const summary = useSelector(wizard, (s) => s.context.summary?.value.quote);
  const amount = useSelector(wizard, (s) => s.context.order?.quote.total ?? s.context.summary?.value.quote.total);
  const at = useSelector(wizard, (s) => ({
    reviewing: s.matches({ stepCheckout: 'reviewing' }) || s.matches({ stepCheckout: 'creatingOrder' }),
    creating: s.matches({ stepCheckout: 'creatingOrder' }),
    unpaid: s.matches({ stepCheckout: 'unpaid' }),
  }), (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const payment = useSelector(wizard, (s) => s.children.payment as PaymentActor | undefined);
  const error = useSelector(wizard, (s) => s.context.error);
  const status = useSelector(wizard, loadStatus);

  return (
    // The card's full width: the payment form's fields share rows instead of a narrow column.
    <Stack gap="lg">
      <Title order={2} fz="lg">
        {i18n._('Payment')}
      </Title>
      {amount !== undefined ? (
        <Group justify="space-between" p="md" bg="var(--mantine-color-brand-0)" style={{ borderRadius: 12 }}>
          <div>
            <Text size="sm" c="dimmed">
              {order ? i18n._('Order {movementId}', { movementId: order.movementId }) : i18n._('Total to pay')}
            </Text>
            <Text size="xs" c="dimmed">
              {i18n._('Calculated by Cargo Connects from your route and equipment')}
            </Text>
          </div>
          <Text fw={800} fz={28} data-testid="checkout-total">
            {fmt.money(amount)}
          </Text>
        </Group>
      ) : null}

      {/* The quote stopped holding between the summary and the order: said before paying. */}
      {lapsedQuoteNote(summary, order, fmt, say) ? (
        <Alert color="orange.9" variant="light" icon={<IconInfoCircle size={18} />} data-testid="quote-lapsed">
          {lapsedQuoteNote(summary, order, fmt, say)}
        </Alert>
      ) : null}
      <LoaderState wizard={wizard} rows={2}>
        {at.reviewing ? (
          <Stack gap="md">
            <FormError message={error} />
            <Text size="sm">{i18n._('Placing the order books it at this price. You pay in the next step.')}</Text>
            <Group justify="space-between">
              <Button variant="default" onClick={() => wizard.send({ type: 'step.previous' })} disabled={at.creating}>
                {i18n._('Back to summary')}
              </Button>
              <Button onClick={() => wizard.send({ type: 'order.confirmed' })} loading={at.creating}>
                {i18n._('Place order')}
              </Button>
            </Group>
          </Stack>
        ) : null}

        {payment ? (
          <PaymentPanel
            payment={payment}
            amount={amount}
            secondary={(busy) => (
              <Button variant="default" onClick={() => wizard.send({ type: 'payment.postponed' })} disabled={busy}>
                {i18n._('Pay later')}
              </Button>
            )}
          />
        ) : null}

        {at.unpaid && order ? (
          <Alert color="blue.9" variant="light" icon={<IconClockPause size={18} />} title={i18n._('Your order is saved, unpaid')} data-testid="checkout-unpaid">
            <Stack gap="sm">
              <span>{i18n._('Order {movementId} is booked at this price. We look for a carrier once it is paid.', { movementId: order.movementId })}</span>
              <Group>
                <Button size="xs" onClick={() => wizard.send({ type: 'payment.resumed' })}>
                  {i18n._('Pay now')}
                </Button>
                <Button size="xs" variant="default" component={Link} href={`/my-orders/service/${order.movementId}`}>
                  {i18n._('View order')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
      </LoaderState>
      {/* spec wizard.previous: back to the summary while the price or the order loads, or could not. */}
      {status === 'ready' ? null : (
        <div>
          <Button variant="default" onClick={() => wizard.send({ type: 'step.previous' })}>
            {i18n._('Back to summary')}
          </Button>
        </div>
      )}
    </Stack>
  );
}
