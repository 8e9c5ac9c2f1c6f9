import { ActionIcon, Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { blankCommercialReference } from '../../schemas/blankCommercialReference';
import type { CommercialReference } from '../../schemas/commercialReference';
import { inputProps, type PlainForm } from '../formBinding';
import { DigitsInput } from './DigitsInput';

type WithReferences = { commercialReference: CommercialReference[] };

/** spec val.reg.references: optional rows; a row is checked only once any of its fields is filled. */
export function CommercialReferencesFields<V extends WithReferences>({ form }: { form: PlainForm<V> }) {
  const rows = form.values.commercialReference;
  const path = (i: number, field: keyof CommercialReference) => `commercialReference.${i}.${field}`;
  return (
    <Stack gap="sm">
      <div>
        <Text fw={600}>Commercial references</Text>
        <Text size="sm" c="dimmed">
          Optional. Companies you work with who can vouch for you; they help us verify your account faster.
        </Text>
      </div>
      {rows.map((_, i) => (
        // The fields keep no state of their own (the form holds it), so a row removed shifts nothing wrong.
        <Fieldset key={i} legend={`Reference ${i + 1}`} radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Company name" {...inputProps(form, path(i, 'companyName'))} />
            <TextInput label="Contact name" {...inputProps(form, path(i, 'contactName'))} />
            <TextInput label="Email" type="email" {...inputProps(form, path(i, 'emailAddress'))} />
            <DigitsInput label="Contact number" {...inputProps(form, path(i, 'contactNo'))} />
          </SimpleGrid>
          <Group justify="flex-end" mt="xs">
            <ActionIcon variant="subtle" color="red.9" onClick={() => form.removeListItem('commercialReference', i)} aria-label={`Remove reference ${i + 1}`}>
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Fieldset>
      ))}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem('commercialReference', { ...blankCommercialReference })}>
          Add a reference
        </Button>
      </Group>
    </Stack>
  );
}
