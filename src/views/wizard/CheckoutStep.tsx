import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useAppActor } from '../inspection';
import { checkoutMachine } from '../../machines/checkoutMachine';
import { orderRequestFromDraft } from '../../machines/orderRequest';
import { formatCents } from '../../machines/wizardDisplay';
import { Card } from '../../schemas/payment';
import { formResolver } from '../../schemas/validate';
import { FormError } from '../components/FormError';
import { useServerFieldErrors } from '../useServerFieldErrors';
import type { WizardActor } from './WizardStepView';

/** stepCheckout: the order is created at the server's price, then paid exactly once. */
export function CheckoutStep({ wizard }: { wizard: WizardActor }) {
  const draft = useSelector(wizard, (s) => s.context.draft);
  const checkout = useAppActor(
    checkoutMachine.provide({
      actions: {
        orderCreated: (_, movementId) => wizard.send({ type: 'order.created', movementId }),
        orderPaid: (_, movementId) => wizard.send({ type: 'order.paid', movementId }),
        checkoutLeft: () => wizard.send({ type: 'go.back' }),
      },
    }),
    { input: { request: orderRequestFromDraft(draft), movementId: draft.movementId } },
  );
  const state = useSelector(checkout, (s) => String(s.value));
  const quote = useSelector(checkout, (s) => s.context.quote);
  const order = useSelector(checkout, (s) => s.context.order);
  const error = useSelector(checkout, (s) => s.context.error);
  const fieldErrors = useSelector(checkout, (s) => s.context.fieldErrors);
  const form = useForm({ mode: 'controlled', initialValues: { name: '', number: '', expiry: '', cvc: '' }, validate: formResolver(Card) });
  useServerFieldErrors(
    form,
    Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k.replace(/^card\./, ''), v])),
  );
  const amount = order?.quote.total ?? quote?.total;

  const pay = form.onSubmit((card) => checkout.send({ type: 'card.submitted', card }));

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

      {state === 'quoting' || state === 'creatingOrder' ? <Text c="dimmed">{state === 'quoting' ? 'Getting your price…' : 'Creating your order…'}</Text> : null}

      {state === 'quoteFailed' ? (
        <Alert color="red.9" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          <Group justify="space-between">
            <span>{error}</span>
            <Button size="xs" variant="white" color="red.9" onClick={() => checkout.send({ type: 'quote.retried' })}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : null}

      {state === 'reviewing' ? (
        <Stack gap="md">
          <FormError message={error} />
          <Text size="sm">Placing the order books it at this price. You pay in the next step.</Text>
          <Group justify="space-between">
            <Button variant="default" onClick={() => checkout.send({ type: 'checkout.cancelled' })}>
              Back to summary
            </Button>
            <Button onClick={() => checkout.send({ type: 'order.confirmed' })}>Place order</Button>
          </Group>
        </Stack>
      ) : null}

      {state === 'approvingPayment' || state === 'capturing' ? (
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
              <Button variant="default" onClick={() => checkout.send({ type: 'checkout.cancelled' })} disabled={state === 'capturing'}>
                Pay later
              </Button>
              <Button type="submit" leftSection={<IconLock size={16} />} loading={state === 'capturing'}>
                Pay {amount !== undefined ? formatCents(amount) : ''}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}

      {state === 'failed' ? (
        <Alert color="red.9" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title="We could not confirm your payment">
          <Stack gap="sm">
            <span>{error} Trying again is safe: you are never charged twice.</span>
            <Group>
              <Button size="xs" onClick={() => checkout.send({ type: 'payment.retried' })}>
                Try again
              </Button>
              <Button size="xs" variant="default" onClick={() => checkout.send({ type: 'checkout.cancelled' })}>
                Pay later
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
