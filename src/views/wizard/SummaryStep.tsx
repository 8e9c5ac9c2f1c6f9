import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { formatCents, summaryRows } from '../../machines/wizardDisplay';
import { LoaderState } from './LoaderState';
import { StepActions } from './StepActions';
import type { WizardActor } from './WizardStepView';
import classes from './wizard.module.css';

/** step6: everything chosen, with the server's price and distances. */
export function SummaryStep({ wizard }: { wizard: WizardActor }) {
  const draft = useSelector(wizard, (s) => s.context.draft);
  const summary = useSelector(wizard, (s) => s.context.summary?.value ?? null);
  const transitInfo = useSelector(wizard, (s) => s.context.transitInfo);
  const catalog = useSelector(wizard, (s) => s.context.requirements?.value) ?? [];
  const canContinue = useSelector(wizard, (s) => s.can({ type: 'step.next' }));
  const edit = (step: 'step1' | 'step2' | 'step3' | 'step5') => (
    <Anchor component="button" type="button" size="sm" onClick={() => wizard.send({ type: 'step.selected', step })}>
      Edit
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
  const rows = summaryRows(draft, transitInfo, catalog);

  return (
    <Stack gap="lg">
      <Title order={2} fz="lg">
        Summary
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <div>
          {rows.map((r) => row(r.label, r.value, r.step))}
        </div>
        <div>
          <LoaderState wizard={wizard}>
            {summary ? (
              <Stack gap={0} data-testid="quote">
                {summary.quote.lines.map((line) => (
                  <Group key={line.label} justify="space-between" className={classes.summaryRow}>
                    <Text size="sm">{line.label}</Text>
                    <Text size="sm">{formatCents(line.amount)}</Text>
                  </Group>
                ))}
                <Group justify="space-between" className={classes.total}>
                  <Text fw={700}>Total</Text>
                  <Text fw={800} fz="xl" data-testid="quote-total">
                    {formatCents(summary.quote.total)}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed" mt="md">
                  Route: {summary.distances.totalKm.toLocaleString('en-US')} km over {summary.distances.legs.length} leg{summary.distances.legs.length === 1 ? '' : 's'}
                </Text>
                {summary.distances.legs.map((leg) => (
                  <Text key={`${leg.fromId}-${leg.toId}`} size="xs" c="dimmed">
                    {leg.fromLabel} → {leg.toLabel}: {leg.km.toLocaleString('en-US')} km
                  </Text>
                ))}
              </Stack>
            ) : null}
          </LoaderState>
        </div>
      </SimpleGrid>
      <StepActions onPrevious={() => wizard.send({ type: 'step.previous' })} next={() => wizard.send({ type: 'step.next' })} nextLabel="Continue to payment" nextDisabled={!canContinue} />
    </Stack>
  );
}
