import { SimpleGrid } from '@mantine/core';
import type { Order } from '../../schemas/order';
import { Detail } from './OrderSection';

const quantityOf = (order: Order, id: string): string => {
  const n = (order.quantities as Record<string, number | undefined>)[id];
  return n === undefined ? '' : ` × ${n}`;
};

/** What was booked: service, crossing, equipment, trailer and special requirements. */
export function ServiceDetails({ order }: { order: Order }) {
  const requirements = order.specialRequirements.map((r) => `${r.title}${quantityOf(order, r._id)}`).join(', ') || 'None';
  return (
    <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
      <Detail label="Type of service">{order.service.title}</Detail>
      <Detail label="Crossing">{order.port.title}</Detail>
      <Detail label="Equipment">
        {order.transportationType.title} · {order.mode.title}
      </Detail>
      <Detail label="Trailer">{order.trailer.title}</Detail>
      <Detail label="Special requirements">{requirements}</Detail>
      <Detail label="Your reference">{order.userReference}</Detail>
    </SimpleGrid>
  );
}
