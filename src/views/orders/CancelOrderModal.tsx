import { Button, Group, Modal, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { ErrorNote } from '../components/ErrorNote';

/** Asks before cancelling; a refusal (the order moved on) stays in the dialog. */
export function CancelOrderModal({
  movementId,
  opened,
  cancelling,
  error,
  canConfirm,
  onConfirm,
  onClose,
}: {
  movementId: string;
  opened: boolean;
  cancelling: boolean;
  error: string | null;
  canConfirm: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={() => !cancelling && onClose()} title="Cancel this order?" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Text size="sm">
        Order <strong>{movementId}</strong> will be cancelled and no carrier will pick it up. This cannot be undone.
      </Text>
      {error ? (
        <ErrorNote message={error} mt="md" />
      ) : null}
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onClose} disabled={cancelling}>
          Keep order
        </Button>
        {canConfirm ? (
          <Button color="red.9" leftSection={<IconBan size={16} />} loading={cancelling} onClick={onConfirm}>
            Cancel order
          </Button>
        ) : null}
      </Group>
    </Modal>
  );
}
