import type { CSSProperties } from 'react';
import { Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { timelineOf } from '../../machines/orderDisplay';
import type { Order } from '../../schemas/order';
import { useFormats } from '../useFormats';
import { useI18n, useMessage } from '../useI18n';
import classes from './OrderTimeline.module.css';

/** What the order went through (statusHistory) and, unless it ended, the steps still ahead: an ordered list. */
export function OrderTimeline({ order }: { order: Pick<Order, 'status' | 'statusHistory'> }) {
  const i18n = useI18n();
  const translate = useMessage();
  const steps = timelineOf(order, useFormats());
  const color = order.status === 'Cancelled' ? 'var(--mantine-color-gray-7)' : 'var(--mantine-color-brand-8)';
  return (
    <ol className={classes.timeline} style={{ '--timeline-color': color } as CSSProperties} data-testid="order-timeline">
      {steps.map((step, i) => (
        <li key={`${step.status}-${i}`} className={classes.step} data-done={step.done || undefined} data-line-done={(step.done && steps[i + 1]?.done) || undefined}>
          <span className={classes.bullet} aria-hidden="true">
            {step.done ? step.status === 'Cancelled' ? <IconX size={13} /> : <IconCheck size={13} /> : null}
          </span>
          <Text size="sm" fw={step.done ? 600 : 500} c={step.done ? undefined : 'dimmed'}>
            {translate(step.label)}
          </Text>
          <Text size="xs" c="dimmed">
            {step.at ?? i18n._('Not yet')}
          </Text>
        </li>
      ))}
    </ol>
  );
}
