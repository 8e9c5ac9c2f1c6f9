import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconChevronRight, IconFileAlert } from '@tabler/icons-react';
import { Link } from 'wouter';
import { CROSSING_FLAGS_SHOWN, crossingHref, pickupWords, type NotReadyOrder } from '../../machines/crossingFlags';
import { nextStepWords, readinessWords } from '../../machines/crossingWords';
import { useFormats } from '../useFormats';
import { useI18n } from '../useI18n';
import classes from './orders.module.css';

/**
 * An order card's flag: its crossing papers are not ready, how many are, and what to do next; a link
 * to the order's papers. Right under its card (its context), it is named by the papers alone: the
 * card stays the one link named "Order {id}".
 */
export function PapersFlagLine({ flag }: { flag: NotReadyOrder }) {
  const i18n = useI18n();
  const next = nextStepWords(flag.next);
  return (
    <Anchor component={Link} href={crossingHref(flag.movementId)} underline="never" className={classes.flagLink} data-testid="crossing-flag" data-flag-for={flag.movementId}>
      <IconFileAlert size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={700} c="dark.8">
          {i18n._('Crossing papers: {ready} of {of} ready', { ready: flag.readiness.ready, of: flag.readiness.of })}
        </Text>
        {next ? (
          <Text size="xs" c="dark.6">
            {i18n._(next)}
          </Text>
        ) : null}
      </Stack>
      <IconArrowRight size={16} aria-hidden="true" style={{ flexShrink: 0, marginLeft: 'auto' }} />
    </Anchor>
  );
}

/** The dashboard's alert: how many orders need crossing papers, the soonest few with what to do next. Nothing when none. */
export function PapersNeededPanel({ notReady }: { notReady: readonly NotReadyOrder[] }) {
  const i18n = useI18n();
  const fmt = useFormats();
  if (notReady.length === 0) return null;
  const shown = notReady.slice(0, CROSSING_FLAGS_SHOWN);
  const more = notReady.length - shown.length;
  return (
    <Alert
      color="orange"
      variant="light"
      radius="lg"
      icon={<IconFileAlert size={20} />}
      title={i18n._('{count, plural, one {# order needs crossing papers} other {# orders need crossing papers}}', { count: notReady.length })}
      data-testid="papers-needed"
    >
      <Stack gap="xs">
        <Text size="sm">{i18n._('Each crossing needs its papers accepted before pickup.')}</Text>
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((flag) => {
            const next = nextStepWords(flag.next);
            return (
              <li key={flag.movementId}>
                <Anchor component={Link} href={crossingHref(flag.movementId)} underline="never" className={classes.flagItem} data-testid="papers-needed-order" data-flag-for={flag.movementId}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text span fw={700} ff="monospace" size="sm">
                      {flag.movementId}
                    </Text>
                    <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                      <Text span size="sm" fw={700} c="dark.8">
                        {i18n._(readinessWords(flag.readiness))}
                      </Text>
                      <IconChevronRight size={16} aria-hidden="true" className={classes.chevron} />
                    </Group>
                  </Group>
                  <Text size="sm" c="dark.6">
                    {i18n._('Pickup: {when}', { when: i18n._(pickupWords(flag.scheduledPickup, fmt)) })}
                  </Text>
                  {next ? (
                    <Text size="sm" c="dark.8" fw={500}>
                      {i18n._(next)}
                    </Text>
                  ) : null}
                </Anchor>
              </li>
            );
          })}
        </Stack>
        {more > 0 ? (
          <Anchor component={Link} href="/my-orders" size="sm" fw={600}>
            {i18n._('{count, plural, one {# more order on My orders} other {# more orders on My orders}}', { count: more })}
          </Anchor>
        ) : null}
      </Stack>
    </Alert>
  );
}
