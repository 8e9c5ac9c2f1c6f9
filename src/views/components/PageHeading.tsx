import { Stack, Text, Title } from '@mantine/core';
import { useMessage } from '../useI18n';

// A page's title is the route table's, in English as the page gets it: shown in the page's language.

export function PageHeading({ title, description }: { title: string; description?: string }) {
  const translate = useMessage();
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {translate(title)}
      </Title>
      {description ? <Text c="dimmed">{translate(description)}</Text> : null}
    </Stack>
  );
}
