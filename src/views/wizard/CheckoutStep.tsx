import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconClockPause, IconLock } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { formatCents } from '../../machines/wizardDisplay';
import { Card } from '../../schemas/payment';
import { formResolver } from '../../schemas/validate';
import { FormError } from '../components/FormError';
import { useServerFieldErrors } from '../useServerFieldErrors';
import { LoaderState } from './LoaderState';
import type { WizardActor } from './WizardStepView';

/** stepCheckout: the order is created at the server's price, then paid exactly once. */
export function CheckoutStep({ wizard }: { wizard: WizardActor }) {
  const order = useSelector(wizard, (s) => s.context.order);
  const amount = useSelector(wizard, (s) => s.context.order?.quote.total ?? s.context.summary?.value.quote.total);
  const at = useSelector(wizard, (s) => ({
    reviewing: s.matches({ stepCheckout: 'reviewing' }) || s.matches({ stepCheckout: 'creatingOrder' }),
    creating: s.matches({ stepCheckout: 'creatingOrder' }),
    card: s.matches({ stepCheckout: 'paying' }) || s.matches({ stepCheckout: 'declined' }) || s.matches({ stepCheckout: 'capturing' }),
    capturing: s.matches({ stepCheckout: 'capturing' }),
    unconfirmed: s.matches({ stepCheckout: 'unconfirmed' }),
    unpaid: s.matches({ stepCheckout: 'unpaid' }),
  }), (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const error = useSelector(wizard, (s) => s.context.error);

  return (
    <Stack gap="lg" maw={560}>
      <Title order={2} fz="lg">
        Payment
      </Title>
      {amount !== undefined ? (
        <Group justify="space-between" p="md" bg="var(--mantine-color-brand-0)" style={{ borderRadius: 12 }}>
          <div>
            <Text size="sm" c="dimmed">
              {order ? `Order ${order.movementId}` : 'Total to pay'}
            </Text>
            <Text size="xs" c="dimmed">
              Calculated by Cargo Connects from your route and equipment
            </Text>
          </div>
          <Text fw={800} fz={28} data-testid="checkout-total">
            {formatCents(amount)}
          </Text>
        </Group>
      ) : null}

      <LoaderState wizard={wizard} rows={2}>
        {at.reviewing ? (
          <Stack gap="md">
            <FormError message={error} />
            <Text size="sm">Placing the order books it at this price. You pay in the next step.</Text>
            <Group justify="space-between">
              <Button variant="default" onClick={() => wizard.send({ type: 'step.previous' })} disabled={at.creating}>
                Back to summary
              </Button>
              <Button onClick={() => wizard.send({ type: 'order.confirmed' })} loading={at.creating}>
                Place order
              </Button>
            </Group>
          </Stack>
        ) : null}

        {at.card ? <CardForm wizard={wizard} amount={amount} capturing={at.capturing} error={error} /> : null}

        {at.unconfirmed ? (
          <Alert color="red.9" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title="We could not confirm your payment">
            <Stack gap="sm">
              <span>{error} Trying again is safe: you are never charged twice.</span>
              <Group>
                <Button size="xs" onClick={() => wizard.send({ type: 'payment.retried' })}>
                  Try again
                </Button>
                <Button size="xs" variant="default" onClick={() => wizard.send({ type: 'payment.postponed' })}>
                  Pay later
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}

        {at.unpaid && order ? (
          <Alert color="blue.9" variant="light" icon={<IconClockPause size={18} />} title="Your order is saved, unpaid" data-testid="checkout-unpaid">
            <Stack gap="sm">
              <span>Order {order.movementId} is booked at this price. We look for a carrier once it is paid.</span>
              <Group>
                <Button size="xs" onClick={() => wizard.send({ type: 'payment.resumed' })}>
                  Pay now
                </Button>
                <Button size="xs" variant="default" component={Link} href={`/my-orders/service/${order.movementId}`}>
                  View order
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
      </LoaderState>
    </Stack>
  );
}

function CardForm({ wizard, amount, capturing, error }: { wizard: WizardActor; amount: number | undefined; capturing: boolean; error: string | null }) {
  const fieldErrors = useSelector(wizard, (s) => s.context.fieldErrors);
  const form = useForm({ mode: 'controlled', initialValues: { name: '', number: '', expiry: '', cvc: '' }, validate: formResolver(Card) });
  useServerFieldErrors(form, Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k.replace(/^card\./, ''), v])));
  const pay = form.onSubmit((card) => wizard.send({ type: 'card.submitted', card }));

  return (
    <form noValidate onSubmit={pay}>
      <Stack gap="md">
        <FormError message={error} />
        <TextInput label="Name on card" autoComplete="cc-name" {...form.getInputProps('name')} />
        <TextInput label="Card number" autoComplete="cc-number" inputMode="numeric" {...form.getInputProps('number')} />
        <SimpleGrid cols={2} spacing="md">
          <TextInput label="Expiry (MM/YY)" autoComplete="cc-exp" placeholder="MM/YY" {...form.getInputProps('expiry')} />
          <TextInput label="CVC" autoComplete="cc-csc" inputMode="numeric" {...form.getInputProps('cvc')} />
        </SimpleGrid>
        <Group justify="space-between" mt="sm">
          <Button variant="default" onClick={() => wizard.send({ type: 'payment.postponed' })} disabled={capturing}>
            Pay later
          </Button>
          <Button type="submit" leftSection={<IconLock size={16} />} loading={capturing}>
            Pay {amount !== undefined ? formatCents(amount) : ''}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
