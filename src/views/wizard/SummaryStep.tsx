import { Alert, Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarClock, IconInfoCircle } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { quotedPriceNote, summaryRows } from '../../machines/wizardDisplay';
import { LoaderState } from './LoaderState';
import { StepActions } from './StepActions';
import type { WizardActor } from './WizardStepView';
import { useWizardWords } from './wizardWords';
import classes from './wizard.module.css';

/** step6: everything chosen, with the server's price and distances. */
export function SummaryStep({ wizard }: { wizard: WizardActor }) {
  const { i18n, message, fmt, language, say } = useWizardWords();
  const draft = useSelector(wizard, (s) => s.context.draft);
  const summary = useSelector(wizard, (s) => s.context.summary?.value ?? null);
  const transitInfo = useSelector(wizard, (s) => s.context.transitInfo);
  const catalog = useSelector(wizard, (s) => s.context.requirements?.value) ?? [];
  const canContinue = useSelector(wizard, (s) => s.can({ type: 'step.next' }));
  const edit = (step: 'step1' | 'step2' | 'step3' | 'step5') => (
    <Anchor component="button" type="button" size="sm" onClick={() => wizard.send({ type: 'step.selected', step })}>
      {i18n._('Edit')}
    </Anchor>
  );
  const row = (label: string, value: string, step: 'step1' | 'step2' | 'step3' | 'step5') => (
    <Group justify="space-between" className={classes.summaryRow} wrap="nowrap" key={label}>
      <div>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={500}>{value}</Text>
      </div>
      {edit(step)}
    </Group>
  );
  const rows = summaryRows(draft, transitInfo, catalog, language);
  // Booked from an instant quote: whether its price holds, else today's and the difference.
  const quoted = summary ? quotedPriceNote(summary.quote, fmt, say) : null;

  return (
    <Stack gap="lg">
      <Title order={2} fz="lg">
        {i18n._('Summary')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <div>
          {rows.map((r) => row(r.label, r.value, r.step))}
        </div>
        <div>
          <LoaderState wizard={wizard}>
            {summary ? (
              <Stack gap={0} data-testid="quote">
                {quoted ? (
                  <Alert
                    color={quoted.tone === 'held' ? 'teal.9' : 'orange.9'}
                    variant="light"
                    radius="md"
                    mb="sm"
                    icon={quoted.tone === 'held' ? <IconCalendarClock size={18} /> : <IconInfoCircle size={18} />}
                    data-testid="quoted-price"
                  >
                    {quoted.text}
                  </Alert>
                ) : null}
                {summary.quote.lines.map((line) => (
                  // A long line (a zone's name in Spanish) wraps beside its amount, which stays whole on the right.
                  <Group key={line.label} justify="space-between" className={classes.summaryRow} wrap="nowrap" gap="sm">
                    {/* The server's English line (a catalog title or a quote line's words), in the page's language. */}
                    <Text size="sm">{message(line.label)}</Text>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {fmt.money(line.amount)}
                    </Text>
                  </Group>
                ))}
                <Group justify="space-between" className={classes.total}>
                  <Text fw={700}>{i18n._('Total')}</Text>
                  <Text fw={800} fz="xl" data-testid="quote-total">
                    {fmt.money(summary.quote.total)}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed" mt="md">
                  {i18n._('{count, plural, one {Route: {km} km over # leg} other {Route: {km} km over # legs}}', { count: summary.distances.legs.length, km: fmt.number(summary.distances.totalKm) })}
                </Text>
                {summary.distances.legs.map((leg) => (
                  <Text key={`${leg.fromId}-${leg.toId}`} size="xs" c="dimmed">
                    {leg.fromLabel} → {leg.toLabel}: {fmt.number(leg.km)} km
                  </Text>
                ))}
              </Stack>
            ) : null}
          </LoaderState>
        </div>
      </SimpleGrid>
      <StepActions onPrevious={() => wizard.send({ type: 'step.previous' })} next={() => wizard.send({ type: 'step.next' })} nextLabel={i18n._('Continue to payment')} nextDisabled={!canContinue} />
    </Stack>
  );
}
