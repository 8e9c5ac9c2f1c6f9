import { ActionIcon, Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { blankCommercialReference } from '../../schemas/blankCommercialReference';
import type { CommercialReference } from '../../schemas/commercialReference';
import type { PlainForm } from '../formBinding';
import { translatedInputProps as field } from '../translatedInputProps';
import { useI18n, useMessage } from '../useI18n';
import { DigitsInput } from './DigitsInput';

type WithReferences = { commercialReference: CommercialReference[] };

/** spec val.reg.references: optional rows; a row is checked only once any of its fields is filled. */
export function CommercialReferencesFields<V extends WithReferences>({ form }: { form: PlainForm<V> }) {
  const i18n = useI18n();
  const message = useMessage();
  const rows = form.values.commercialReference;
  const path = (i: number, field: keyof CommercialReference) => `commercialReference.${i}.${field}`;
  return (
    <Stack gap="sm">
      <div>
        <Text fw={600}>{i18n._('Commercial references')}</Text>
        <Text size="sm" c="dimmed">
          {i18n._('Optional. Companies you work with who can vouch for you; they help us verify your account faster.')}
        </Text>
      </div>
      {rows.map((_, i) => (
        // The fields keep no state of their own (the form holds it), so a row removed shifts nothing wrong.
        <Fieldset key={i} legend={i18n._('Reference {number}', { number: i + 1 })} radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={i18n._('Company name')} {...field(form, path(i, 'companyName'), message)} />
            <TextInput label={i18n._('Contact name')} {...field(form, path(i, 'contactName'), message)} />
            <TextInput label={i18n._('Email')} type="email" {...field(form, path(i, 'emailAddress'), message)} />
            <DigitsInput label={i18n._('Contact number')} {...field(form, path(i, 'contactNo'), message)} />
          </SimpleGrid>
          <Group justify="flex-end" mt="xs">
            <ActionIcon variant="subtle" color="red.9" onClick={() => form.removeListItem('commercialReference', i)} aria-label={i18n._('Remove reference {number}', { number: i + 1 })}>
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Fieldset>
      ))}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem('commercialReference', { ...blankCommercialReference })}>
          {i18n._('Add a reference')}
        </Button>
      </Group>
    </Stack>
  );
}
