import { Alert, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { DelayWarning } from '../../machines/orderDisplay';
import { useMessage } from '../useI18n';

/** The order page's warning when the order is late, with what it means for the customer. */
export function DelayAlert({ warning }: { warning: DelayWarning }) {
  const translate = useMessage();
  return (
    <Alert color="orange" variant="light" radius="md" icon={<IconAlertTriangle size={20} />} title={translate(warning.title)} data-testid="delay-warning" data-kind={warning.kind}>
      {translate(warning.detail)}
    </Alert>
  );
}

/** The same warning on an order card: one line, in the card's reading order. */
export function DelayLine({ warning }: { warning: DelayWarning }) {
  const translate = useMessage();
  return (
    <Group gap={6} wrap="nowrap" mt="xs" c="orange.9" data-testid="delay-warning" data-kind={warning.kind}>
      <IconAlertTriangle size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
      <Text size="sm" fw={600} c="orange.9" truncate>
        {translate(warning.title)}
      </Text>
    </Group>
  );
}
