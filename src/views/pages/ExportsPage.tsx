import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconFileSpreadsheet, IconFileZip } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { recordsExportMachine, type ExportKind } from '../../machines/recordsExportMachine';
import { DayRangeFields } from '../components/DayRangeFields';
import { FormError } from '../components/FormError';
import { PageHeading } from '../components/PageHeading';
import { RoleNotice } from '../components/RoleNotice';
import { useAppActor } from '../inspection';
import type { PageProps } from '../PageProps';
import { useProfile } from '../SessionContext';
import { useI18n } from '../useI18n';

/** Today as a UTC day: the server's rule for the range's last day. */
const todayUtc = (): string => new Date().toISOString().slice(0, 10);

/**
 * /settings/exports (issue 37): the company's orders and payments as CSV and their receipts as one
 * ZIP, for a range of days (the last full month to begin with), checked here with the server's
 * rule and words; the server's refusals (no receipts in the range) shown as it words them.
 */
export default function ExportsPage({ title }: PageProps) {
  const i18n = useI18n();
  const actor = useAppActor(recordsExportMachine, { input: { profile: useProfile(), today: todayUtc() } });
  const state = useSelector(actor, (s) => s.value);
  const context = useSelector(actor, (s) => s.context);

  if (state === 'notAllowed') {
    return (
      <>
        <PageHeading title={title} />
        <RoleNotice message={context.error} />
      </>
    );
  }
  const busy = context.downloading !== null;
  const change = (range: { from?: string; to?: string }) => actor.send({ type: 'range.changed', from: context.from, to: context.to, ...range });
  const download = (kind: ExportKind) => actor.send({ type: 'download.requested', kind });
  return (
    <Stack gap="lg" maw={720}>
      <PageHeading
        title={title}
        description={i18n._("Your company's orders and payments for accounting, and their receipts, for the orders booked between two days (at most a year).")}
      />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="form" onSubmit={(e) => e.preventDefault()} aria-label={i18n._('Days to export')} noValidate>
        <Stack gap="md">
          <Title order={2} fz="md">
            {i18n._('Orders booked between')}
          </Title>
          <Group align="flex-start" gap="md" wrap="wrap">
            <DayRangeFields from={context.from} to={context.to} today={context.today} errors={context.errors} onChange={change} required disabled={busy} testId="export" flex="1 1 180px" />
          </Group>
          <FormError message={context.error} />
          <Group gap="sm" wrap="wrap">
            <Button
              leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
              loading={context.downloading === 'orders'}
              disabled={busy && context.downloading !== 'orders'}
              onClick={() => download('orders')}
              data-testid="export-orders"
            >
              {i18n._('Orders and payments (CSV)')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconFileZip size={18} aria-hidden="true" />}
              loading={context.downloading === 'receipts'}
              disabled={busy && context.downloading !== 'receipts'}
              onClick={() => download('receipts')}
              data-testid="export-receipts"
            >
              {i18n._('Receipts (ZIP)')}
            </Button>
          </Group>
          <div role="status" aria-live="polite">
            {context.saved ? (
              <Group gap={6} wrap="nowrap">
                <IconCircleCheck size={18} color="var(--mantine-color-teal-8)" aria-hidden="true" />
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {i18n._('Saved to your downloads: {file}', { file: context.saved })}
                </Text>
              </Group>
            ) : null}
          </div>
          <Text size="xs" c="dimmed">
            {i18n._('The CSV has one row per order: movement id, reference, dates, route, status, amount, payment status and receipt number. Days are counted in UTC.')}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
