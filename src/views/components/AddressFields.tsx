import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { inputProps, type PlainForm } from '../formBinding';
import { DigitsInput } from './DigitsInput';

/** What an address form holds as it is typed (checked against AddressBody on submit). */
export interface AddressFormValues {
  type: 'pickup' | 'drop';
  addressDetails: { buildinName: string; street: string; postalCode: string; cityId: string };
  contactDetails: { contactName: string; contactNumber: string };
}

/** The fields of an address: the wizard's address step and the address book edit the same thing. */
export function AddressFields({ form, cities }: { form: PlainForm<AddressFormValues>; cities: ReadonlyArray<{ _id: string; name: string; state: string; country: string }> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput label="Building name" {...inputProps(form, 'addressDetails.buildinName')} />
      <TextInput label="Street" autoComplete="street-address" {...inputProps(form, 'addressDetails.street')} />
      <Select
        label="City"
        placeholder="Select option"
        searchable
        data={cities.map((c) => ({ value: c._id, label: `${c.name}, ${c.state} (${c.country})` }))}
        value={form.values.addressDetails.cityId || null}
        onChange={(v) => form.setFieldValue('addressDetails.cityId', v ?? '')}
        error={form.errors['addressDetails.cityId']}
      />
      <TextInput label="Postal code" autoComplete="postal-code" {...inputProps(form, 'addressDetails.postalCode')} />
      <TextInput label="Contact name" {...inputProps(form, 'contactDetails.contactName')} />
      <DigitsInput label="Contact number" description="10 digits" {...inputProps(form, 'contactDetails.contactNumber')} />
    </SimpleGrid>
  );
}
