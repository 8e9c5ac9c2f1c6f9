import { Button, Group, Modal, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { addressBookMachine } from '../../machines/addressBookMachine';

/** Asks before an address leaves the book (loaded when the customer asks to delete one). */
export function DeleteAddressDialog({ book }: { book: ActorRefFrom<typeof addressBookMachine> }) {
  const state = useSelector(book, (s) => String(s.value));
  const selected = useSelector(book, (s) => s.context.addresses.find((a) => a._id === s.context.selectedId) ?? null);
  return (
    <Modal opened onClose={() => book.send({ type: 'deletion.cancelled' })} title="Delete this address?" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Text size="sm">
        <strong>{selected?.addressDetails.buildinName ?? 'This address'}</strong> leaves your address book. Orders already placed keep it.
      </Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={() => book.send({ type: 'deletion.cancelled' })} disabled={state === 'deleting'}>
          Cancel
        </Button>
        <Button color="red.9" leftSection={<IconTrash size={16} />} loading={state === 'deleting'} onClick={() => book.send({ type: 'deletion.confirmed' })}>
          Delete address
        </Button>
      </Group>
    </Modal>
  );
}
