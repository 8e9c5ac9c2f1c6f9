import { Button, Group, Modal, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { SubUser } from '../../schemas/subUser';

/** Asks before a sub-user is deleted (loaded when the manager asks to delete one). */
export function DeleteSubUserDialog({ pending, deleting, onCancel, onConfirm }: { pending: Pick<SubUser, 'contactName' | 'email'> | null | undefined; deleting: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Modal
      opened
      onClose={onCancel}
      title="Delete this sub-user?"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text size="sm">
        {pending ? (
          <>
            <strong>{pending.contactName}</strong> ({pending.email}) will lose access to your company account at once. This cannot be undone.
          </>
        ) : (
          'This sub-user will lose access to your company account at once. This cannot be undone.'
        )}
      </Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={deleting}>
          Cancel
        </Button>
        <Button color="red.9" leftSection={<IconTrash size={16} />} loading={deleting} onClick={onConfirm}>
          Delete sub-user
        </Button>
      </Group>
    </Modal>
  );
}
