import { Button, Group, Modal, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { SubUser } from '../../schemas/subUser';
import { RichText } from '../components/RichText';
import { useI18n } from '../useI18n';

/** Asks before a sub-user is deleted (loaded when the manager asks to delete one). */
export function DeleteSubUserDialog({ pending, deleting, onCancel, onConfirm }: { pending: Pick<SubUser, 'contactName' | 'email'> | null | undefined; deleting: boolean; onCancel: () => void; onConfirm: () => void }) {
  const i18n = useI18n();
  return (
    <Modal
      opened
      onClose={onCancel}
      title={i18n._('Delete this sub-user?')}
      centered
      closeButtonProps={{ 'aria-label': i18n._('Close') }}
    >
      <Text size="sm">
        {pending ? (
          <RichText text={i18n._('<0>{name}</0> ({email}) will lose access to your company account at once. This cannot be undone.', { name: pending.contactName, email: pending.email })} components={[<strong key="name" />]} />
        ) : (
          i18n._('This sub-user will lose access to your company account at once. This cannot be undone.')
        )}
      </Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={deleting}>
          {i18n._('Cancel')}
        </Button>
        <Button color="red.9" leftSection={<IconTrash size={16} />} loading={deleting} onClick={onConfirm}>
          {i18n._('Delete sub-user')}
        </Button>
      </Group>
    </Modal>
  );
}
