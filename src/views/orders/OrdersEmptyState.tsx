import { EmptyState, Paper } from '@mantine/core';
import { IconBan, IconCircleCheck, IconClockHour4, IconTruckDelivery } from '@tabler/icons-react';
import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import type { OrderTab } from '../../schemas/orderStatus';
import { useI18n } from '../useI18n';
import { RequestServiceButton } from './RequestServiceButton';

const COPY: Record<OrderTab, { title: MessageDescriptor; description: MessageDescriptor; icon: ReactNode }> = {
  Pending: {
    title: /*i18n*/ { id: 'No upcoming orders' },
    description: /*i18n*/ { id: 'Orders looking for a carrier, or with a carrier assigned, show here. Request a service to get one moving.' },
    icon: <IconClockHour4 size={28} />,
  },
  InProgress: {
    title: /*i18n*/ { id: 'Nothing in transit' },
    description: /*i18n*/ { id: 'Once a carrier picks up your load and its documents are in, the order shows here until delivery.' },
    icon: <IconTruckDelivery size={28} />,
  },
  Completed: {
    title: /*i18n*/ { id: 'No completed orders yet' },
    description: /*i18n*/ { id: 'Delivered orders land here, where you can rate the service and keep their documents.' },
    icon: <IconCircleCheck size={28} />,
  },
  Cancelled: {
    title: /*i18n*/ { id: 'No cancelled orders' },
    description: /*i18n*/ { id: 'Orders you cancel before a carrier starts show here.' },
    icon: <IconBan size={28} />,
  },
};

/** An empty tab, in words that say what would be there, and the way to request a service. */
export function OrdersEmptyState({ tab }: { tab: OrderTab }) {
  const i18n = useI18n();
  const copy = COPY[tab];
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} data-testid="orders-empty">
      <EmptyState icon={copy.icon} variant="light" title={i18n._(copy.title)} description={i18n._(copy.description)}>
        <EmptyState.Actions>
          <RequestServiceButton />
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
