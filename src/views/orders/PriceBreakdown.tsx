import { Group, Stack, Text } from '@mantine/core';
import type { Quote } from '../../schemas/quote';
import { useFormats } from '../useFormats';
import { useI18n, useMessage } from '../useI18n';
import classes from './orders.module.css';

/** The server's quote, line by line, and what was charged. */
export function PriceBreakdown({ quote }: { quote: Quote }) {
  const i18n = useI18n();
  // The quote's lines are the server's words (in the request's language, or English it knows).
  const translate = useMessage();
  const fmt = useFormats();
  const total = fmt.money(quote.total);
  return (
    <Stack gap={0} data-testid="price-breakdown">
      {quote.lines.map((line) => (
        <Group key={line.label} justify="space-between" className={classes.row} wrap="nowrap" gap="sm">
          <Text size="sm">{translate(line.label)}</Text>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {fmt.money(line.amount)}
          </Text>
        </Group>
      ))}
      <Group justify="space-between" className={classes.total}>
        <Text fw={700}>{i18n._('Total')}</Text>
        <Text fw={800} fz="lg" data-testid="order-total">
          {total}
          {/* The currency's code, unless the language writes it in the amount already ('USD 1,540.00'). */}
          {total.includes(quote.currency) ? null : (
            <>
              {' '}
              <Text span size="xs" c="dimmed" fw={500}>
                {quote.currency}
              </Text>
            </>
          )}
        </Text>
      </Group>
    </Stack>
  );
}
