import { Button, Group, Modal, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { addressBookMachine } from '../../machines/addressBookMachine';
import { RichText } from '../components/RichText';
import { useI18n } from '../useI18n';

/** Asks before an address leaves the book (loaded when the customer asks to delete one). */
export function DeleteAddressDialog({ book }: { book: ActorRefFrom<typeof addressBookMachine> }) {
  const i18n = useI18n();
  const state = useSelector(book, (s) => String(s.value));
  const selected = useSelector(book, (s) => s.context.addresses.find((a) => a._id === s.context.selectedId) ?? null);
  return (
    <Modal opened onClose={() => book.send({ type: 'deletion.cancelled' })} title={i18n._('Delete this address?')} centered closeButtonProps={{ 'aria-label': i18n._('Close') }}>
      <Text size="sm">
        <RichText text={i18n._('<0>{name}</0> leaves your address book. Orders already placed keep it.', { name: selected?.addressDetails.buildinName ?? i18n._('This address') })} components={[<strong key="name" />]} />
      </Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={() => book.send({ type: 'deletion.cancelled' })} disabled={state === 'deleting'}>
          {i18n._('Cancel')}
        </Button>
        <Button color="red.9" leftSection={<IconTrash size={16} />} loading={state === 'deleting'} onClick={() => book.send({ type: 'deletion.confirmed' })}>
          {i18n._('Delete address')}
        </Button>
      </Group>
    </Modal>
  );
}
