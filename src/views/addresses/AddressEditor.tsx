import { Button, Group, Stack, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { addressBookMachine } from '../../machines/addressBookMachine';
import type { Address } from '../../schemas/addressBody';
import type { City } from '../../schemas/serviceCatalog';
import { AddressFields, type AddressFormValues } from '../components/AddressFields';
import { FormError } from '../components/FormError';
import { useCheckedSubmit, usePlainForm, useServerFieldErrors } from '../formBinding';
import { useI18n } from '../useI18n';

type AddressBookActor = ActorRefFrom<typeof addressBookMachine>;

const loadAddressSchema = () => import('../../schemas/addressBody').then((m) => m.AddressBody);

/** /settings/addresses' editor of one address (its own chunk: the city select, the form). */
export function AddressEditor({ book, address }: { book: AddressBookActor; address: Address }) {
  const i18n = useI18n();
  const cities: readonly City[] = useSelector(book, (s) => s.context.cities);
  const saving = useSelector(book, (s) => s.matches('saving'));
  const error = useSelector(book, (s) => s.context.error);
  const fieldErrors = useSelector(book, (s) => s.context.fieldErrors);
  const form = usePlainForm<AddressFormValues>({
    type: address.type,
    addressDetails: {
      buildinName: address.addressDetails.buildinName,
      street: address.addressDetails.street,
      postalCode: address.addressDetails.postalCode,
      cityId: address.addressDetails.cityId,
    },
    contactDetails: { ...address.contactDetails },
  });
  useServerFieldErrors(form, fieldErrors);

  const submit = useCheckedSubmit(form, loadAddressSchema, (body) => book.send({ type: 'address.submitted', body }));

  return (
    <form noValidate onSubmit={submit} aria-label={i18n._('Edit address')}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {address.type === 'pickup' ? i18n._('Edit pickup address') : i18n._('Edit drop address')}
        </Title>
        <FormError message={error} />
        <AddressFields form={form} cities={cities} />
        <Group justify="space-between" mt="md">
          <Button variant="default" onClick={() => book.send({ type: 'edit.cancelled' })} disabled={saving}>
            {i18n._('Cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {i18n._('Save address')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
