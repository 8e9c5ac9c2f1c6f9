import { lazy, Suspense } from 'react';
import { Button, Modal, Skeleton } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { PaymentActor } from '../../machines/paymentMachine';
import type { Order } from '../../schemas/order';
import { useI18n } from '../useI18n';

const PaymentPanel = lazy(() => import('./PaymentPanel').then((m) => ({ default: m.PaymentPanel })));

/** Checkout of an order from its page, in a dialog (the order page loads it when the customer pays). */
export function PaymentModal({ payment, order, onClose }: { payment: PaymentActor; order: Order; onClose: () => void }) {
  // No way out while the card is with the provider or the payment is being taken.
  const i18n = useI18n();
  const busy = useSelector(payment, (s) => s.hasTag('busy'));
  return (
    <Modal opened onClose={onClose} closeOnClickOutside={!busy} closeOnEscape={!busy} withCloseButton={!busy} title={i18n._('Pay for order {movementId}', { movementId: order.movementId })} centered size="lg">
      <Suspense fallback={<Skeleton height={200} />}>
      <PaymentPanel
        payment={payment}
        amount={order.quote.total}
        secondary={(working) => (
          <Button variant="default" onClick={onClose} disabled={working}>
            {i18n._('Not now')}
          </Button>
        )}
      />
      </Suspense>
    </Modal>
  );
}
