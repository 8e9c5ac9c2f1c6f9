import { EmptyState, Paper } from '@mantine/core';
import { IconBan, IconCircleCheck, IconClockHour4, IconTruckDelivery } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { OrderTab } from '../../schemas/orderStatus';
import { RequestServiceButton } from './RequestServiceButton';

const COPY: Record<OrderTab, { title: string; description: string; icon: ReactNode }> = {
  Pending: {
    title: 'No upcoming orders',
    description: 'Orders looking for a carrier, or with a carrier assigned, show here. Request a service to get one moving.',
    icon: <IconClockHour4 size={28} />,
  },
  InProgress: {
    title: 'Nothing in transit',
    description: 'Once a carrier picks up your load and its documents are in, the order shows here until delivery.',
    icon: <IconTruckDelivery size={28} />,
  },
  Completed: {
    title: 'No completed orders yet',
    description: 'Delivered orders land here, where you can rate the service and keep their documents.',
    icon: <IconCircleCheck size={28} />,
  },
  Cancelled: {
    title: 'No cancelled orders',
    description: 'Orders you cancel before a carrier starts show here.',
    icon: <IconBan size={28} />,
  },
};

/** An empty tab, in words that say what would be there, and the way to request a service. */
export function OrdersEmptyState({ tab }: { tab: OrderTab }) {
  const copy = COPY[tab];
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} data-testid="orders-empty">
      <EmptyState icon={copy.icon} variant="light" title={copy.title} description={copy.description}>
        <EmptyState.Actions>
          <RequestServiceButton />
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
