import { Group, Text, type MantineSpacing } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMessage } from '../useI18n';

/** A failed call's message inside a section, in a red that keeps AA contrast. */
export function ErrorNote({ message, mt, testId }: { message: string | null; mt?: MantineSpacing; testId?: string }) {
  // A machine's or the API's message, in English as they say it: shown in the page's language.
  const translate = useMessage();
  if (!message) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" mt={mt} role="alert" data-testid={testId}>
      <IconAlertCircle size={18} color="var(--mantine-color-red-9)" aria-hidden="true" style={{ flexShrink: 0, marginTop: 1 }} />
      <Text size="sm" c="red.9" fw={500}>
        {translate(message)}
      </Text>
    </Group>
  );
}
