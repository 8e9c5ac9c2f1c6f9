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
import { useI18n, useMessage } from '../useI18n';

// The editor (city select, form) and the delete dialog come when the customer edits or deletes.
const AddressEditor = lazy(() => import('../addresses/AddressEditor').then((m) => ({ default: m.AddressEditor })));
const DeleteAddressDialog = lazy(() => import('../addresses/DeleteAddressDialog').then((m) => ({ default: m.DeleteAddressDialog })));

type AddressBookActor = ReturnType<typeof useAppActor<typeof addressBookMachine>>;

// Catalog ids (/*i18n*/), shown with i18n._().
const SIDES = [
  { type: 'pickup', title: /*i18n*/ 'Pickup addresses', empty: /*i18n*/ 'No pickup addresses yet. You add them when you request a service.' },
  { type: 'drop', title: /*i18n*/ 'Drop addresses', empty: /*i18n*/ 'No drop addresses yet. You add them when you request a service.' },
] as const;

/** Issue 18.7, /settings/addresses: the company's pickup and drop addresses, edited or deleted. */
export default function AddressBookPage({ title }: PageProps) {
  const i18n = useI18n();
  const translate = useMessage();
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
      <PageHeading title={title} description={i18n._('The pickup and drop addresses of your company. Orders already placed keep the address they were booked with.')} />
      {state === 'loading' ? (
        <Stack gap="sm" aria-busy="true" data-testid="address-book-loading">
          <Skeleton height={72} radius="md" />
          <Skeleton height={72} radius="md" />
        </Stack>
      ) : state === 'failed' ? (
        <Alert color="red.9" variant="light" role="alert" title={i18n._('Your addresses could not be loaded')}>
          <Text size="sm">{error === null ? null : translate(error)}</Text>
          <Button mt="sm" variant="light" onClick={() => book.send({ type: 'retry' })}>
            {i18n._('Try again')}
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
              <Stack key={side.type} gap="sm" component="section" aria-label={i18n._(side.title)}>
                <Title order={2} fz="lg">
                  {i18n._(side.title)}
                </Title>
                {list.length === 0 ? (
                  <Text c="dimmed" size="sm">
                    {i18n._(side.empty)}
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
  const i18n = useI18n();
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
              {address.type === 'pickup' ? i18n._('Pickup') : i18n._('Drop')}
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
              {i18n._('Edit')}
              <VisuallyHidden> {name}</VisuallyHidden>
            </Button>
            <Button variant="default" c="red.9" size="sm" leftSection={<IconTrash size={16} />} onClick={() => book.send({ type: 'address.delete', id: address._id })}>
              {i18n._('Delete')}
              <VisuallyHidden> {name}</VisuallyHidden>
            </Button>
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}
