import { Button, Group, Modal, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { signedInDevicesMachine } from '../../machines/signedInDevicesMachine';
import { useI18n } from '../useI18n';

/** Asks before a device, or every other one, is signed out (loaded at the first Sign out). */
export function SignOutDialog({ devices }: { devices: ActorRefFrom<typeof signedInDevicesMachine> }) {
  const i18n = useI18n();
  const all = useSelector(devices, (s) => s.matches('confirmingAll') || s.matches('endingAll'));
  const busy = useSelector(devices, (s) => s.matches('endingOne') || s.matches('endingAll'));
  const selected = useSelector(devices, (s) => s.context.devices.find((d) => d.id === s.context.selectedId) ?? null);
  const cancel = () => devices.send({ type: 'signOut.cancelled' });
  return (
    <Modal opened onClose={cancel} title={all ? i18n._('Sign out all other devices?') : i18n._('Sign out this device?')} centered closeButtonProps={{ 'aria-label': i18n._('Close') }}>
      <Text size="sm">
        {all
          ? i18n._('Every device but this one will have to sign in again.')
          : i18n._('{device} will have to sign in again.', { device: selected?.device ?? i18n._('That device') })}
      </Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={cancel} disabled={busy}>
          {i18n._('Cancel')}
        </Button>
        <Button color="red.9" leftSection={<IconLogout size={16} />} loading={busy} onClick={() => devices.send({ type: 'signOut.confirmed' })}>
          {all ? i18n._('Sign out all other devices') : i18n._('Sign out')}
        </Button>
      </Group>
    </Modal>
  );
}
