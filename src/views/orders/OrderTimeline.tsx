import { Text, Timeline } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { timelineOf } from '../../machines/orderDisplay';
import type { Order } from '../../schemas/order';
import { useFormats } from '../useFormats';
import { useI18n, useMessage } from '../useI18n';

/** What the order went through (statusHistory) and, unless it ended, the steps still ahead. */
export function OrderTimeline({ order }: { order: Pick<Order, 'status' | 'statusHistory'> }) {
  const i18n = useI18n();
  const translate = useMessage();
  const steps = timelineOf(order, useFormats());
  const active = steps.filter((s) => s.done).length - 1;
  return (
    <Timeline active={active} bulletSize={22} lineWidth={2} color={order.status === 'Cancelled' ? 'gray.7' : 'brand.8'} data-testid="order-timeline">
      {steps.map((step, i) => (
        <Timeline.Item
          key={`${step.status}-${i}`}
          bullet={step.done ? step.status === 'Cancelled' ? <IconX size={13} /> : <IconCheck size={13} /> : null}
          title={
            <Text size="sm" fw={step.done ? 600 : 500} c={step.done ? undefined : 'dimmed'}>
              {translate(step.label)}
            </Text>
          }
        >
          <Text size="xs" c="dimmed">
            {step.at ?? i18n._('Not yet')}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
