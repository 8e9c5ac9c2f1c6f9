import { Button, Group, Modal, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { ErrorNote } from '../components/ErrorNote';
import { RichText } from '../components/RichText';
import { useI18n } from '../useI18n';

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
  const i18n = useI18n();
  return (
    <Modal opened={opened} onClose={() => !cancelling && onClose()} title={i18n._('Cancel this order?')} centered closeButtonProps={{ 'aria-label': i18n._('Close') }}>
      <Text size="sm">
        <RichText text={i18n._('Order <0>{movementId}</0> will be cancelled and no carrier will pick it up. This cannot be undone.', { movementId })} components={[<strong key="movementId" />]} />
      </Text>
      {error ? (
        <ErrorNote message={error} mt="md" />
      ) : null}
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onClose} disabled={cancelling}>
          {i18n._('Keep order')}
        </Button>
        {canConfirm ? (
          <Button color="red.9" leftSection={<IconBan size={16} />} loading={cancelling} onClick={onConfirm}>
            {i18n._('Cancel order')}
          </Button>
        ) : null}
      </Group>
    </Modal>
  );
}
