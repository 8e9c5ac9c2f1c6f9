import { Alert, Badge, Button, Group, Modal, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { addressBookMachine } from '../../machines/addressBookMachine';
import type { Address } from '../../schemas/addressBody';
import type { City } from '../../schemas/serviceCatalog';
import { useAppEffects } from '../AppEffectsContext';
import { AddressFields, type AddressFormValues } from '../components/AddressFields';
import { FormError } from '../components/FormError';
import { PageHeading } from '../components/PageHeading';
import { useAppActor } from '../inspection';
import { useServerFieldErrors } from '../useServerFieldErrors';
import type { PageProps } from '../PageProps';
import { useCheckedSubmit } from '../useCheckedSubmit';

const loadAddressSchema = () => import('../../schemas/addressBody').then((m) => m.AddressBody);
import { useProfile } from '../SessionContext';

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
        selected ? <AddressEditor book={book} address={selected} /> : null
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
      <Modal opened={confirmOpen} onClose={() => book.send({ type: 'deletion.cancelled' })} title="Delete this address?" centered closeButtonProps={{ 'aria-label': 'Close' }}>
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

function AddressEditor({ book, address }: { book: AddressBookActor; address: Address }) {
  const cities: readonly City[] = useSelector(book, (s) => s.context.cities);
  const saving = useSelector(book, (s) => s.matches('saving'));
  const error = useSelector(book, (s) => s.context.error);
  const fieldErrors = useSelector(book, (s) => s.context.fieldErrors);
  const form = useForm<AddressFormValues>({
    mode: 'controlled',
    initialValues: {
      type: address.type,
      addressDetails: {
        buildinName: address.addressDetails.buildinName,
        street: address.addressDetails.street,
        postalCode: address.addressDetails.postalCode,
        cityId: address.addressDetails.cityId,
      },
      contactDetails: { ...address.contactDetails },
    },
  });
  useServerFieldErrors(form, fieldErrors);

  const submit = useCheckedSubmit(form, loadAddressSchema, (body) => book.send({ type: 'address.submitted', body }));

  return (
    <form noValidate onSubmit={submit} aria-label="Edit address">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Edit {address.type} address
        </Title>
        <FormError message={error} />
        <AddressFields form={form} cities={cities} />
        <Group justify="space-between" mt="md">
          <Button variant="default" onClick={() => book.send({ type: 'edit.cancelled' })} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save address
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
