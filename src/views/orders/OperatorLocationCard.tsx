import { Anchor, Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconMapPinSearch, IconRefresh } from '@tabler/icons-react';
import { mapLinkOf } from '../../machines/orderDisplay';
import type { OrderCarrier } from '../../schemas/order';
import type { OperatorLocation } from '../../schemas/orderTracking';
import { ErrorNote } from '../components/ErrorNote';
import { useFormats } from '../useFormats';
import { useI18n } from '../useI18n';
import { Detail } from './OrderSection';

export type LocationState = 'unassigned' | 'loading' | 'ready' | 'failed';

/** The carrier and operator on the order, and where the operator last reported from (its own chunk: only orders a carrier took show it). */
export function OperatorLocationCard({
  carrier,
  location,
  state,
  error,
  onRefresh,
}: {
  carrier: OrderCarrier;
  location: OperatorLocation | null;
  state: LocationState;
  error: string | null;
  onRefresh: () => void;
}) {
  const i18n = useI18n();
  const fmt = useFormats();
  const position = location?.location ?? null;
  return (
    <Stack gap="md" data-testid="carrier">
      <SimpleGrid cols={2} spacing="md">
        <Detail label={i18n._('Carrier')}>{carrier.name}</Detail>
        <Detail label={i18n._('Truck plate')}>{carrier.truckPlate}</Detail>
        <Detail label={i18n._('Operator')}>{carrier.operator.name}</Detail>
        <Detail label={i18n._('Operator phone')}>
          <Anchor href={`tel:${carrier.operator.phone}`} size="sm" fw={500}>
            {carrier.operator.phone}
          </Anchor>
        </Detail>
      </SimpleGrid>
      <Stack gap={6} p="sm" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }} data-testid="operator-location">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed" fw={500}>
            {i18n._('Operator location')}
          </Text>
          <Button
            variant="subtle"
            size="compact-xs"
            leftSection={state === 'loading' ? <Loader size={12} /> : <IconRefresh size={14} />}
            onClick={onRefresh}
            disabled={state === 'loading'}
          >
            {i18n._('Refresh')}
          </Button>
        </Group>
        {/* A failed refresh says so above the last known location, which stays (the machine keeps it). */}
        {state === 'failed' ? <ErrorNote message={error} /> : null}
        {position ? (
          <>
            <Text size="sm" fw={600}>
              {position.label}
            </Text>
            <Text size="xs" c="dimmed">
              {position.latitude.toFixed(4)}, {position.longitude.toFixed(4)} ·{' '}
              {state === 'failed' ? i18n._('last known, reported {at}', { at: fmt.dateTime(position.updatedAt) }) : i18n._('reported {at}', { at: fmt.dateTime(position.updatedAt) })}
            </Text>
            <Anchor href={mapLinkOf(position)} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
              <Group gap={4} component="span" wrap="nowrap">
                {i18n._('Open in map')} <IconExternalLink size={14} aria-hidden="true" />
              </Group>
            </Anchor>
          </>
        ) : state === 'ready' ? (
          <Group gap={6} wrap="nowrap">
            <IconMapPinSearch size={16} color="var(--mantine-color-gray-7)" aria-hidden="true" />
            <Text size="sm" c="dimmed">
              {i18n._('The operator has not reported a location yet.')}
            </Text>
          </Group>
        ) : state === 'failed' ? null : (
          <Text size="sm" c="dimmed">
            {i18n._('Locating the operator…')}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
