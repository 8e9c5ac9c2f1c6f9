import { SimpleGrid } from '@mantine/core';
import type { Order } from '../../schemas/order';
import { useI18n } from '../useI18n';
import { Detail } from './OrderSection';

const quantityOf = (order: Order, id: string): string => {
  const n = (order.quantities as Record<string, number | undefined>)[id];
  return n === undefined ? '' : ` × ${n}`;
};

/** What was booked: service, crossing, equipment, trailer and special requirements. */
export function ServiceDetails({ order }: { order: Order }) {
  const i18n = useI18n();
  const requirements = order.specialRequirements.map((r) => `${r.title}${quantityOf(order, r._id)}`).join(', ') || i18n._('None');
  return (
    <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
      <Detail label={i18n._('Type of service')}>{order.service.title}</Detail>
      <Detail label={i18n._('Crossing')}>{order.port.title}</Detail>
      <Detail label={i18n._('Equipment')}>
        {order.transportationType.title} · {order.mode.title}
      </Detail>
      <Detail label={i18n._('Trailer')}>{order.trailer.title}</Detail>
      <Detail label={i18n._('Special requirements')}>{requirements}</Detail>
      <Detail label={i18n._('Your reference')}>{order.userReference}</Detail>
    </SimpleGrid>
  );
}
