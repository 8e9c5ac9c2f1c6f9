import { lazy, Suspense } from 'react';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { addressBookMachine } from '../../machines/addressBookMachine';
import type { Address } from '../../schemas/addressBody';
import { useAppEffects } from '../AppEffectsContext';
import { FormError } from '../components/FormError';
import { PageHeading } from '../components/PageHeading';
import { useAppActor } from '../inspection';
import type { PageProps } from '../PageProps';
import { useProfile } from '../SessionContext';

// The editor (city select, form) and the delete dialog come when the customer edits or deletes.
const AddressEditor = lazy(() => import('../addresses/AddressEditor').then((m) => ({ default: m.AddressEditor })));
const DeleteAddressDialog = lazy(() => import('../addresses/DeleteAddressDialog').then((m) => ({ default: m.DeleteAddressDialog })));

type AddressBookActor = ReturnType<typeof useAppActor<typeof addressBookMachine>>;

const SIDES = [
  { type: 'pickup', title: 'Pickup addresses' },
  { type: 'drop', title: 'Drop addresses' },
] as const;

/** Issue 18.7, /settings/addresses: the company's pickup and drop addresses, edited or deleted. */
export default function AddressBookPage({ title }: PageProps) {
  const { showToast } = useAppEffects();
  const accessLevel = useProfile()?.accessLevel;
  const book = useAppActor(addressBookMachine.provide({ actions: { toast: (_, { message }) => showToast({ message }) } }), {
    input: accessLevel ? { accessLevel } : {},
  });
  const state = useSelector(book, (s) => String(s.value));
  const addresses = useSelector(book, (s) => s.context.addresses);
  const error = useSelector(book, (s) => s.context.error);
  const selected = useSelector(book, (s) => s.context.addresses.find((a) => a._id === s.context.selectedId) ?? null);
  const confirmOpen = state === 'confirmingDeletion' || state === 'deleting';

  return (
    <Stack gap="md">
      <PageHeading title={title} description="The pickup and drop addresses of your company. Orders already placed keep the address they were booked with." />
      {state === 'loading' ? (
        <Stack gap="sm" aria-busy="true" data-testid="address-book-loading">
          <Skeleton height={72} radius="md" />
          <Skeleton height={72} radius="md" />
        </Stack>
      ) : state === 'failed' ? (
        <Alert color="red.9" variant="light" role="alert" title="Your addresses could not be loaded">
          <Text size="sm">{error}</Text>
          <Button mt="sm" variant="light" onClick={() => book.send({ type: 'retry' })}>
            Try again
          </Button>
        </Alert>
      ) : state === 'editing' || state === 'saving' ? (
        selected ? (
          <Suspense fallback={<Skeleton height={420} radius="md" />}>
            <AddressEditor book={book} address={selected} />
          </Suspense>
        ) : null
      ) : (
        <>
          <FormError message={error} />
          {SIDES.map((side) => {
            const list = addresses.filter((a) => a.type === side.type);
            return (
              <Stack key={side.type} gap="sm" component="section" aria-label={side.title}>
                <Title order={2} fz="lg">
                  {side.title}
                </Title>
                {list.length === 0 ? (
                  <Text c="dimmed" size="sm">
                    No {side.type} addresses yet. You add them when you request a service.
                  </Text>
                ) : (
                  list.map((a) => <AddressCard key={a._id} address={a} book={book} />)
                )}
              </Stack>
            );
          })}
        </>
      )}
      {confirmOpen ? (
        <Suspense fallback={null}>
          <DeleteAddressDialog book={book} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

function AddressCard({ address, book }: { address: Address; book: AddressBookActor }) {
  const { addressDetails: d, contactDetails: c } = address;
  const name = d.buildinName;
  const editable = useSelector(book, (s) => s.can({ type: 'address.edit', id: address._id }));
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={name}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Group gap="xs">
            <Text fw={600}>{name}</Text>
            <Badge variant="light" color={address.type === 'pickup' ? 'brand.9' : 'teal.9'} size="md">
              {address.type === 'pickup' ? 'Pickup' : 'Drop'}
            </Badge>
          </Group>
          <Text size="sm">
            {d.street}, {d.postalCode} {d.city}, {d.state} ({d.country})
          </Text>
          <Text size="sm" c="dimmed">
            {c.contactName} · {c.contactNumber}
          </Text>
        </Stack>
        {/* Issue 17.4: absent for a Viewer (the machine refuses the events too). */}
        {editable ? (
          <Group gap="xs">
            <Button variant="default" size="sm" leftSection={<IconEdit size={16} />} onClick={() => book.send({ type: 'address.edit', id: address._id })}>
              Edit<VisuallyHidden> {name}</VisuallyHidden>
            </Button>
            <Button variant="default" c="red.9" size="sm" leftSection={<IconTrash size={16} />} onClick={() => book.send({ type: 'address.delete', id: address._id })}>
              Delete<VisuallyHidden> {name}</VisuallyHidden>
            </Button>
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}
