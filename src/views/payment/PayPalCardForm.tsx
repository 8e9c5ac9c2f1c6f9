import type { ReactNode } from 'react';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import {
  PayPalCardFieldsProvider,
  PayPalCVVField,
  PayPalExpiryField,
  PayPalNameField,
  PayPalNumberField,
  PayPalScriptProvider,
  usePayPalCardFields,
} from '@paypal/react-paypal-js';
import type { PaymentActor } from '../../machines/paymentMachine';
import { FormError } from '../components/FormError';
import { useI18n } from '../useI18n';

// PayPal's card fields speak the page's language when PayPal has it (its own locale codes).
const PAYPAL_LOCALES: Readonly<Record<string, string>> = { es: 'es_MX' };

/**
 * PayPal's own card fields (iframes served by PayPal): the card never touches our page's code or our
 * API. PayPal confirms the card on the order our server created; the payment actor then asks our API
 * to capture that order by its id.
 */
export default function PayPalCardForm({ payment, clientId, orderId, payLabel, busy, error, secondary }: {
  payment: PaymentActor;
  clientId: string;
  orderId: string;
  payLabel: string;
  busy: boolean;
  error: string | null;
  secondary: ReactNode;
}) {
  const i18n = useI18n();
  const paypalLocale = PAYPAL_LOCALES[i18n.locale];
  return (
    <PayPalScriptProvider options={{ clientId, components: 'card-fields', currency: 'USD', intent: 'capture', ...(paypalLocale ? { locale: paypalLocale } : {}) }}>
      <PayPalCardFieldsProvider
        // The order is created by our server at the order's own total (POST /v1/user/payPal/order).
        createOrder={async () => orderId}
        onApprove={(data) => payment.send({ type: 'payment.approved', paymentToken: data.orderID })}
        onError={() => payment.send({ type: 'payment.providerFailed', message: /*i18n*/ 'PayPal could not take this card. Check it or use another card.' })}
      >
        <Stack gap="md">
          <FormError message={error} />
          <SimpleGrid type="container" cols={{ base: 1, '480px': 2 }} spacing="md">
            <PayPalNameField />
            <PayPalNumberField />
          </SimpleGrid>
          <Group grow>
            <PayPalExpiryField />
            <PayPalCVVField />
          </Group>
          <Text size="xs" c="dimmed">
            {i18n._('Card fields provided by PayPal: Cargo Connects never receives or stores card numbers or security codes.')}
          </Text>
          <Group justify="space-between" mt="sm">
            {secondary ?? <span />}
            <SubmitButton label={payLabel} busy={busy} />
          </Group>
        </Stack>
      </PayPalCardFieldsProvider>
    </PayPalScriptProvider>
  );
}

function SubmitButton({ label, busy }: { label: string; busy: boolean }) {
  const { cardFieldsForm } = usePayPalCardFields();
  return (
    <Button leftSection={<IconLock size={16} />} loading={busy} disabled={cardFieldsForm === null} onClick={() => void cardFieldsForm?.submit().catch(() => undefined)}>
      {label}
    </Button>
  );
}
