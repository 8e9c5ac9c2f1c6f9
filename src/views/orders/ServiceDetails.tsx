import { SimpleGrid } from '@mantine/core';
import type { Order } from '../../schemas/order';
import { useI18n, useMessage } from '../useI18n';
import { Detail } from './OrderSection';

const quantityOf = (order: Order, id: string): string => {
  const n = (order.quantities as Record<string, number | undefined>)[id];
  return n === undefined ? '' : ` × ${n}`;
};

/** What was booked: service, crossing, equipment, trailer and special requirements. */
export function ServiceDetails({ order }: { order: Order }) {
  const i18n = useI18n();
  // The catalog's titles, as the order keeps them (English): shown in the page's language.
  const translate = useMessage();
  const requirements = order.specialRequirements.map((r) => `${translate(r.title)}${quantityOf(order, r._id)}`).join(', ') || i18n._('None');
  return (
    <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
      <Detail label={i18n._('Type of service')}>{translate(order.service.title)}</Detail>
      <Detail label={i18n._('Crossing')}>{translate(order.port.title)}</Detail>
      <Detail label={i18n._('Equipment')}>
        {translate(order.transportationType.title)} · {translate(order.mode.title)}
      </Detail>
      <Detail label={i18n._('Trailer')}>{translate(order.trailer.title)}</Detail>
      <Detail label={i18n._('Special requirements')}>{requirements}</Detail>
      <Detail label={i18n._('Your reference')}>{order.userReference}</Detail>
    </SimpleGrid>
  );
}
