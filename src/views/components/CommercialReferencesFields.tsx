import { ActionIcon, Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { UseFormReturnType } from '@mantine/form';
import { blankCommercialReference } from '../../schemas/blankCommercialReference';
import type { CommercialReference } from '../../schemas/commercialReference';
import { DigitsInput } from './DigitsInput';

type WithReferences = { commercialReference: CommercialReference[] };

/** spec val.reg.references: optional rows; a row is checked only once any of its fields is filled. */
export function CommercialReferencesFields<V extends WithReferences>({ form }: { form: UseFormReturnType<V> }) {
  const rows = form.getValues().commercialReference;
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
        <Fieldset key={form.key(`commercialReference.${i}`)} legend={`Reference ${i + 1}`} radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Company name" key={form.key(path(i, 'companyName'))} {...form.getInputProps(path(i, 'companyName'))} />
            <TextInput label="Contact name" key={form.key(path(i, 'contactName'))} {...form.getInputProps(path(i, 'contactName'))} />
            <TextInput label="Email" type="email" key={form.key(path(i, 'emailAddress'))} {...form.getInputProps(path(i, 'emailAddress'))} />
            <DigitsInput
              label="Contact number"
              key={form.key(path(i, 'contactNo'))}
              {...form.getInputProps(path(i, 'contactNo'))}
              value={String(form.getValues().commercialReference[i]?.contactNo ?? '')}
              onChange={(value) => form.setFieldValue(path(i, 'contactNo') as never, value as never)}
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="xs">
            <ActionIcon variant="subtle" color="red.9" onClick={() => form.removeListItem('commercialReference' as never, i)} aria-label={`Remove reference ${i + 1}`}>
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Fieldset>
      ))}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem('commercialReference' as never, { ...blankCommercialReference } as never)}>
          Add a reference
        </Button>
      </Group>
    </Stack>
  );
}
