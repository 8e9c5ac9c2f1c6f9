import { Center, Loader, Stack, Text } from '@mantine/core';

export default function LoaderPage() {
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm">
        <Loader size="lg" aria-label="Loading" />
        <Text c="dimmed">Loading…</Text>
      </Stack>
    </Center>
  );
}
