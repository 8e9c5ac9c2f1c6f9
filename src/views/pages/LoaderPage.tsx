import { Center, Loader, Stack, Title } from '@mantine/core';

/** A heading names the page; the spinner is decoration beside it. */
export default function LoaderPage() {
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm" role="status">
        <Loader size="lg" aria-hidden="true" />
        <Title order={1} fz="lg" fw={500} c="dimmed">
          Loading…
        </Title>
      </Stack>
    </Center>
  );
}
