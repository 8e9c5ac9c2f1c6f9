import { Stack, Text, Title } from '@mantine/core';

export function PageHeading({ title, description }: { title: string; description?: string }) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {title}
      </Title>
      {description ? <Text c="dimmed">{description}</Text> : null}
    </Stack>
  );
}
