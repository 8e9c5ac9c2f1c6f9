import { Group, Stack, Text } from '@mantine/core';
import { formatCents } from '../../machines/orderDisplay';
import type { Quote } from '../../schemas/quote';
import classes from './orders.module.css';

/** The server's quote, line by line, and what was charged. */
export function PriceBreakdown({ quote }: { quote: Quote }) {
  return (
    <Stack gap={0} data-testid="price-breakdown">
      {quote.lines.map((line) => (
        <Group key={line.label} justify="space-between" className={classes.row} wrap="nowrap" gap="sm">
          <Text size="sm">{line.label}</Text>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatCents(line.amount)}
          </Text>
        </Group>
      ))}
      <Group justify="space-between" className={classes.total}>
        <Text fw={700}>Total</Text>
        <Text fw={800} fz="lg" data-testid="order-total">
          {formatCents(quote.total)} <Text span size="xs" c="dimmed" fw={500}>{quote.currency}</Text>
        </Text>
      </Group>
    </Stack>
  );
}
