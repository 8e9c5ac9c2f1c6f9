import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DigitsInput } from './DigitsInput';

/** What an address form holds as it is typed (checked against AddressBody on submit). */
export interface AddressFormValues {
  type: 'pickup' | 'drop';
  addressDetails: { buildinName: string; street: string; postalCode: string; cityId: string };
  contactDetails: { contactName: string; contactNumber: string };
}

/** The fields of an address: the wizard's address step and the address book edit the same thing. */
export function AddressFields({ form, cities }: { form: UseFormReturnType<AddressFormValues>; cities: ReadonlyArray<{ _id: string; name: string; state: string; country: string }> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput label="Building name" {...form.getInputProps('addressDetails.buildinName')} />
      <TextInput label="Street" autoComplete="street-address" {...form.getInputProps('addressDetails.street')} />
      <Select
        label="City"
        placeholder="Select option"
        searchable
        data={cities.map((c) => ({ value: c._id, label: `${c.name}, ${c.state} (${c.country})` }))}
        {...form.getInputProps('addressDetails.cityId')}
        value={form.getValues().addressDetails.cityId || null}
        onChange={(v) => form.setFieldValue('addressDetails.cityId', v ?? '')}
      />
      <TextInput label="Postal code" autoComplete="postal-code" {...form.getInputProps('addressDetails.postalCode')} />
      <TextInput label="Contact name" {...form.getInputProps('contactDetails.contactName')} />
      <DigitsInput label="Contact number" description="10 digits" {...form.getInputProps('contactDetails.contactNumber')} />
    </SimpleGrid>
  );
}
