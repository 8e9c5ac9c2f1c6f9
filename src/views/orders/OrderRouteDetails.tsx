import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconMapPin, IconPackage } from '@tabler/icons-react';
import { estimatedArrivalText, scheduleWords } from '../../machines/orderDisplay';
import type { Address } from '../../schemas/addressBody';
import type { Order } from '../../schemas/order';
import { useFormats } from '../useFormats';
import { useI18n } from '../useI18n';
import classes from './routeStops.module.css';

function Stop({ address, kind }: { address: Address; kind: 'Pickup' | 'Drop' }) {
  const i18n = useI18n();
  const { addressDetails: a, contactDetails: c } = address;
  return (
    <Stack gap={2}>
      <Group gap={6}>
        <Badge size="xs" variant="light" color={kind === 'Pickup' ? 'brand.9' : 'teal.9'} radius="sm">
          {kind === 'Pickup' ? i18n._('Pickup') : i18n._('Drop')}
        </Badge>
        <Text size="sm" fw={600}>
          {a.buildinName}
        </Text>
      </Group>
      <Text size="sm">
        {a.street}, {a.postalCode} {a.city}, {a.state}, {a.country === 'MX' ? i18n._('Mexico') : i18n._('United States')}
      </Text>
      <Text size="xs" c="dimmed">
        {c.contactName} · {c.contactNumber}
      </Text>
    </Stack>
  );
}

/** Pickups then drops, in route order, with the schedule and the distance. */
export function OrderRouteDetails({ order }: { order: Order }) {
  const i18n = useI18n();
  const fmt = useFormats();
  const eta = estimatedArrivalText(order, fmt);
  const stops = [...order.pickups.map((a) => ({ a, kind: 'Pickup' as const })), ...order.drops.map((a) => ({ a, kind: 'Drop' as const }))];
  return (
    <Stack gap="md">
      <Group gap="xl">
        <div>
          <Text size="xs" c="dimmed" fw={500}>
            {i18n._('Schedule')}
          </Text>
          <Text size="sm" fw={600} data-testid="order-schedule">
            {i18n._(scheduleWords(order, fmt))}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed" fw={500}>
            {i18n._('Distance')}
          </Text>
          <Text size="sm" fw={600}>
            {i18n._('{distance} km', { distance: fmt.number(order.distances.totalKm) })}
          </Text>
        </div>
        {eta ? (
          <div>
            <Text size="xs" c="dimmed" fw={500}>
              {i18n._('Estimated arrival')}
            </Text>
            <Text size="sm" fw={600} data-testid="order-eta">
              {eta}
            </Text>
          </div>
        ) : null}
      </Group>
      <ol className={classes.stops}>
        {stops.map(({ a, kind }) => (
          <li key={`${kind}-${a._id}`} className={classes.stop}>
            <span className={classes.bullet} aria-hidden="true">
              {kind === 'Pickup' ? <IconPackage size={13} color="var(--mantine-color-brand-8)" /> : <IconMapPin size={13} color="var(--mantine-color-teal-9)" />}
            </span>
            <Stop address={a} kind={kind} />
          </li>
        ))}
      </ol>
    </Stack>
  );
}
