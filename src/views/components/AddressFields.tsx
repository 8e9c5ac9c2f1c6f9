import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { hasMessage } from '../../schemas/compactCatalogs';
import type { PlainForm } from '../formBinding';
import { translatedInputProps as field } from '../translatedInputProps';
import { useI18n, useMessage } from '../useI18n';
import { DigitsInput } from './DigitsInput';

/** What an address form holds as it is typed (checked against AddressBody on submit). */
export interface AddressFormValues {
  type: 'pickup' | 'drop';
  addressDetails: { buildinName: string; street: string; postalCode: string; cityId: string };
  contactDetails: { contactName: string; contactNumber: string };
}

/** The fields of an address: the wizard's address step and the address book edit the same thing. */
export function AddressFields({ form, cities }: { form: PlainForm<AddressFormValues>; cities: ReadonlyArray<{ _id: string; name: string; state: string; country: string }> }) {
  const i18n = useI18n();
  const message = useMessage();
  // A city the catalog names in Spanish (Mexico City); the others keep their names.
  const data = (text: string) => (hasMessage(i18n, text) ? i18n._(text) : text);
  const props = (path: string) => field(form, path, message);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput label={i18n._('Building name')} {...props('addressDetails.buildinName')} />
      <TextInput label={i18n._('Street')} autoComplete="street-address" {...props('addressDetails.street')} />
      <Select
        label={i18n._('City')}
        placeholder={i18n._('Select option')}
        searchable
        data={cities.map((c) => ({ value: c._id, label: `${data(c.name)}, ${c.state} (${c.country})` }))}
        value={form.values.addressDetails.cityId || null}
        onChange={(v) => form.setFieldValue('addressDetails.cityId', v ?? '')}
        error={form.errors['addressDetails.cityId'] && message(form.errors['addressDetails.cityId'])}
      />
      <TextInput label={i18n._('Postal code')} autoComplete="postal-code" {...props('addressDetails.postalCode')} />
      <TextInput label={i18n._('Contact name')} {...props('contactDetails.contactName')} />
      <DigitsInput label={i18n._('Contact number')} description={i18n._('10 digits')} {...props('contactDetails.contactNumber')} />
    </SimpleGrid>
  );
}
