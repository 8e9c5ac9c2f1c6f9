import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import type { PaymentActor } from '../../machines/paymentMachine';
import { FormError } from '../components/FormError';
import { LoadFailed } from '../components/LoadFailed';
import { inputProps, useCheckedSubmit, usePlainForm, useServerFieldErrors } from '../formBinding';
import { useFormats } from '../useFormats';
import { useI18n, useMessage } from '../useI18n';

const loadCard = () => import('../../schemas/payment').then((m) => m.Card);

// PayPal's script and card fields load only when PayPal is the provider, only on this step.
const PayPalCardForm = lazy(() => import('./PayPalCardForm'));

/**
 * Paying one order: renders whatever state the payment actor is in. `secondary` is the parent's own
 * way out (Pay later, Close), offered whenever no payment is under way.
 */
export function PaymentPanel({ payment, amount, secondary }: { payment: PaymentActor; amount: number | undefined; secondary?: (busy: boolean) => ReactNode }) {
  const i18n = useI18n();
  const translate = useMessage();
  const fmt = useFormats();
  const view = useSelector(
    payment,
    (s) => ({
      loading: s.hasTag('loading'),
      failed: s.hasTag('failed'),
      busy: s.hasTag('busy'),
      form: s.matches('paying') || s.matches('tokenizing') || s.matches('capturing') || s.matches('declined'),
      unconfirmed: s.matches('unconfirmed'),
      refused: s.matches('refused'),
      provider: s.context.setup?.provider ?? null,
      paypal: s.context.setup?.provider === 'paypal' ? s.context.setup : null,
      error: s.context.error,
    }),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );

  if (view.loading) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={i18n._('Getting the payment ready')}>
        <Skeleton height={56} radius="md" />
        <Skeleton height={56} radius="md" />
      </Stack>
    );
  }
  if (view.failed) return <LoadFailed message={view.error} onRetry={() => payment.send({ type: 'load.retried' })} />;
  if (view.refused) {
    return (
      <Alert color="red.9" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title={i18n._('This order cannot be paid')}>
        <Stack gap="sm">
          <span>{view.error ? translate(view.error) : null}</span>
          {secondary?.(false)}
        </Stack>
      </Alert>
    );
  }
  if (view.unconfirmed) {
    return (
      <Alert color="red.9" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title={i18n._('We could not confirm your payment')}>
        <Stack gap="sm">
          <span>
            {view.error ? translate(view.error) : null} {i18n._('Trying again is safe: you are never charged twice.')}
          </span>
          <Group>
            <Button size="xs" onClick={() => payment.send({ type: 'payment.retried' })}>
              {i18n._('Try again')}
            </Button>
            {secondary?.(false)}
          </Group>
        </Stack>
      </Alert>
    );
  }
  if (!view.form) return null;
  const payLabel = amount !== undefined ? i18n._('Pay {amount}', { amount: fmt.money(amount) }) : i18n._('Pay');
  return view.paypal ? (
    <Suspense fallback={<Skeleton height={220} radius="md" />}>
      <PayPalCardForm payment={payment} clientId={view.paypal.clientId} orderId={view.paypal.orderId} payLabel={payLabel} busy={view.busy} error={view.error} secondary={secondary?.(view.busy)} />
    </Suspense>
  ) : (
    <TestCardForm payment={payment} payLabel={payLabel} busy={view.busy} error={view.error} secondary={secondary?.(view.busy)} />
  );
}

/** The built-in test provider's card fields: the card is sent to the provider, which gives a token. */
function TestCardForm({ payment, payLabel, busy, error, secondary }: { payment: PaymentActor; payLabel: string; busy: boolean; error: string | null; secondary: ReactNode }) {
  const i18n = useI18n();
  const fieldErrors = useSelector(payment, (s) => s.context.fieldErrors);
  const form = usePlainForm({ name: '', number: '', expiry: '', cvc: '' });
  // Memoized: a new object each render would put the server's messages back after every keystroke.
  const cardErrors = useMemo(() => Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k.replace(/^card\./, ''), v])), [fieldErrors]);
  useServerFieldErrors(form, cardErrors);
  // The card as typed goes to the provider (its number with the spaces typed).
  const pay = useCheckedSubmit(form, loadCard, (_, card) => payment.send({ type: 'card.submitted', card }));

  return (
    <form noValidate onSubmit={pay} data-testid="card-form">
      <Stack gap="md">
        <FormError message={error} />
        {/* Rows use the width they are given (a wide card at checkout, a dialog, a phone). */}
        <SimpleGrid type="container" cols={{ base: 1, '480px': 2 }} spacing="md">
          <TextInput label={i18n._('Name on card')} autoComplete="cc-name" {...inputProps(form, 'name')} />
          <TextInput label={i18n._('Card number')} autoComplete="cc-number" inputMode="numeric" {...inputProps(form, 'number')} />
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="md">
          <TextInput label={i18n._('Expiry (MM/YY)')} autoComplete="cc-exp" placeholder={i18n._('MM/YY')} {...inputProps(form, 'expiry')} />
          <TextInput label={i18n._('CVC')} autoComplete="cc-csc" inputMode="numeric" {...inputProps(form, 'cvc')} />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {i18n._('Your card goes straight to the payment provider; Cargo Connects never receives or stores card numbers or security codes.')}
        </Text>
        <Group justify="space-between" mt="sm">
          {secondary ?? <span />}
          <Button type="submit" leftSection={<IconLock size={16} />} loading={busy}>
            {payLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
