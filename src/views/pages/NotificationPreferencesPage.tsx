import { Alert, Button, Group, Paper, Skeleton, Stack, Switch, Table, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { notificationPreferencesMachine } from '../../machines/notificationPreferencesMachine';
import { NotificationChoiceMessages as Messages } from '../../schemas/notificationChoiceMessages';
import { NOTIFICATION_CHANNEL_LABELS, NOTIFICATION_CHANNELS, NOTIFICATION_KIND_LABELS } from '../../schemas/notificationRules';
import { useAppEffects } from '../AppEffectsContext';
import { LoadFailed } from '../components/LoadFailed';
import { PageHeading } from '../components/PageHeading';
import { useAppActor } from '../inspection';
import type { PageProps } from '../PageProps';
import { useI18n, useMessage } from '../useI18n';

/** /settings/notification-preferences: a switch per order event and channel, saved together. */
export default function NotificationPreferencesPage({ title }: PageProps) {
  const i18n = useI18n();
  const translate = useMessage();
  const { showToast } = useAppEffects();
  const actor = useAppActor(
    notificationPreferencesMachine.provide({ actions: { announceSaved: () => void showToast({ message: Messages.notificationPreferencesSaved }) } }),
  );
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const changed = useSelector(actor, (s) => s.matches({ ready: 'changed' }));
  const saving = useSelector(actor, (s) => s.matches({ ready: 'saving' }));
  const choices = useSelector(actor, (s) => s.context.choices);
  const error = useSelector(actor, (s) => s.context.error);

  return (
    <Stack gap="md">
      <PageHeading
        title={title}
        description={i18n._('Choose how your company hears about each order event: in the app (the bell and the notifications list), by email to the main account, and by browser push.')}
      />

      {loading ? (
        <Stack gap="sm" aria-busy="true" aria-label={i18n._('Loading notification preferences')} data-testid="preferences-loading">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height={36} radius="sm" />
          ))}
        </Stack>
      ) : null}

      {failed ? <LoadFailed message={null} onRetry={() => actor.send({ type: 'retry' })} /> : null}

      {choices.length > 0 && !loading ? (
        <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
          {/* Tight columns: a phone fits the channels' longest names (Spanish "Correo electrónico"). */}
          <Table verticalSpacing="sm" horizontalSpacing={6} aria-label={i18n._('Notification preferences')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{i18n._('Order event')}</Table.Th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <Table.Th key={channel} ta="center">
                    {translate(NOTIFICATION_CHANNEL_LABELS[channel])}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {choices.map((choice) => (
                <Table.Tr key={choice.kind}>
                  <Table.Th scope="row" fw={600}>
                    {translate(NOTIFICATION_KIND_LABELS[choice.kind])}
                  </Table.Th>
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <Table.Td key={channel}>
                      <Group justify="center">
                        <Switch
                          checked={choice[channel]}
                          disabled={saving}
                          onChange={() => actor.send({ type: 'choice.toggled', kind: choice.kind, channel })}
                          aria-label={`${translate(NOTIFICATION_KIND_LABELS[choice.kind])}: ${translate(NOTIFICATION_CHANNEL_LABELS[channel])}`}
                          // An "off" track keeps 3:1 against the page (WCAG 1.4.11), not a pale grey.
                          styles={{ track: { borderColor: 'var(--mantine-color-gray-6)' } }}
                        />
                      </Group>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ) : null}

      {error ? (
        <Alert color="red" variant="light" role="alert">
          {translate(error)}
        </Alert>
      ) : null}

      {choices.length > 0 && !loading ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {changed ? i18n._('You have changes that are not saved yet.') : saving ? i18n._('Saving…') : i18n._('Everything is saved.')}
          </Text>
          <Group gap="xs">
            <Button variant="default" disabled={!changed} onClick={() => actor.send({ type: 'discard' })}>
              {i18n._('Discard')}
            </Button>
            <Button leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />} disabled={!changed && !saving} loading={saving} onClick={() => actor.send({ type: 'save' })}>
              {i18n._('Save preferences')}
            </Button>
          </Group>
        </Group>
      ) : null}
    </Stack>
  );
}
