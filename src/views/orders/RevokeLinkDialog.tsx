import { Button, Group, Modal, Text } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';

/** Revoking a tracking link asks first: its holders will be told it was revoked. */
export function RevokeLinkDialog(props: { opened: boolean; revoking: boolean; label: string | null; onKeep: () => void; onClose: () => void; onRevoke: () => void }) {
  const { opened, revoking, label, onKeep, onClose, onRevoke } = props;
  return (
    <Modal opened={opened} onClose={onClose} title="Revoke this tracking link?" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Text size="sm">
        Anyone who opens {label ? <strong>{label}</strong> : 'this link'} will be told it was revoked. This cannot be undone; you can create a new link at any time.
      </Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onKeep} disabled={revoking}>
          Keep link
        </Button>
        <Button color="red.9" leftSection={<IconLinkOff size={16} />} loading={revoking} onClick={onRevoke}>
          Revoke link
        </Button>
      </Group>
    </Modal>
  );
}
