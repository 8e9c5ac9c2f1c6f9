import { Button, Group, Stack, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { AddressFields, type AddressFormValues } from '../components/AddressFields';
import { FormError } from '../components/FormError';
import { useCheckedSubmit, usePlainForm, useServerFieldErrors } from '../formBinding';
import { useI18n } from '../useI18n';
import { LoaderState } from './LoaderState';
import type { WizardActor } from './WizardStepView';

const loadAddressSchema = () => import('../../schemas/addressBody').then((m) => m.AddressBody);

/** step4 adds an address, step8 edits one; both return to step5 (spec goback.wizard.step4-step8). */
export function AddressStep({ wizard }: { wizard: WizardActor }) {
  return (
    <LoaderState wizard={wizard} rows={4}>
      <AddressForm wizard={wizard} />
    </LoaderState>
  );
}

// Mounted once the cities are there, so the form starts from the address being edited.
function AddressForm({ wizard }: { wizard: WizardActor }) {
  const i18n = useI18n();
  const type = useSelector(wizard, (s) => s.context.addressType);
  const cities = useSelector(wizard, (s) => s.context.transitInfo?.cities) ?? [];
  const address = useSelector(wizard, (s) => {
    const book = s.context.addressBook;
    const id = s.context.editingAddressId;
    return id && book ? ([...book.pickups, ...book.drops].find((a) => a._id === id) ?? null) : null;
  });
  const saving = useSelector(wizard, (s) => s.hasTag('busy'));
  const error = useSelector(wizard, (s) => s.context.error);
  const fieldErrors = useSelector(wizard, (s) => s.context.fieldErrors);
  const form = usePlainForm<AddressFormValues>({
    type: address?.type ?? type,
    addressDetails: {
      buildinName: address?.addressDetails.buildinName ?? '',
      street: address?.addressDetails.street ?? '',
      postalCode: address?.addressDetails.postalCode ?? '',
      cityId: address?.addressDetails.cityId ?? '',
    },
    contactDetails: { contactName: address?.contactDetails.contactName ?? '', contactNumber: address?.contactDetails.contactNumber ?? '' },
  });
  useServerFieldErrors(form, fieldErrors);

  const submit = useCheckedSubmit(form, loadAddressSchema, (body) => wizard.send({ type: 'address.submitted', body }));

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {address ? i18n._('Edit address') : type === 'pickup' ? i18n._('New pickup address') : i18n._('New drop address')}
        </Title>
        <FormError message={error} />
        <AddressFields form={form} cities={cities} />
        <Group justify="space-between" mt="md">
          <Button variant="default" onClick={() => wizard.send({ type: 'go.back' })}>
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
