import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { EntryNumBody } from '../../schemas/orderTracking';
import { inputProps, useCheckedSubmit, usePlainForm, useServerFieldErrors } from '../formBinding';
import { ErrorNote } from '../components/ErrorNote';
import { useI18n } from '../useI18n';

const loadEntryNumBody = () => import('../../schemas/orderTracking').then((m) => m.EntryNumBody);

/** The customs entry number: editable until the order is over; the server's field message shows under the field. */
export function EntryNumberForm({
  entryNum,
  editable,
  saving,
  error,
  fieldErrors,
  onSubmit,
}: {
  entryNum: string | null;
  editable: boolean;
  saving: boolean;
  error: string | null;
  fieldErrors: Readonly<Record<string, string>>;
  onSubmit: (body: EntryNumBody) => void;
}) {
  const i18n = useI18n();
  const form = usePlainForm({ entryNum: entryNum ?? '' });
  useServerFieldErrors(form, fieldErrors);
  // The schema (Effect) loads when the browser is idle or at the first touch, not with the order page.
  const submit = useCheckedSubmit(form, loadEntryNumBody, (value) => onSubmit(value));

  if (!editable) {
    return (
      <Text size="sm" fw={entryNum ? 600 : 400} c={entryNum ? undefined : 'dimmed'} data-testid="entry-number">
        {entryNum ?? i18n._('No entry number was filed for this order.')}
      </Text>
    );
  }

  // Field messages show under the field; anything else (a conflict, the network) above it.
  const general = error && Object.keys(fieldErrors).length === 0 ? error : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ErrorNote message={general} />
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            label={i18n._('Entry number')}
            description={i18n._('The customs entry number filed for this crossing.')}
            placeholder={i18n._('e.g. {example}', { example: '3901-2026-004512' })}
            maxLength={30}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            style={{ flex: 1 }}
            {...inputProps(form, 'entryNum')}
          />
          <Button type="submit" mt={24} loading={saving} leftSection={<IconDeviceFloppy size={16} />}>
            {i18n._('Save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
