import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Logo } from './Logo';

/** The server could not be asked whether the session is valid: nothing is lost, try again. */
export function UnreachablePage({ onRetry }: { onRetry: () => void }) {
  return (
    <Center mih="100vh" p="md" bg="gray.0" component="main" id="main">
      <Paper withBorder radius="lg" p={40} maw={480} w="100%" shadow="sm">
        <Stack align="center" gap="md" ta="center">
          <Logo />
          <Title order={1} fz="xl">
            We cannot reach Cargo Connects
          </Title>
          <Text c="dimmed" size="sm">
            Check your connection. You are still signed in; your page opens as soon as we are back.
          </Text>
          <Button onClick={onRetry}>Try again</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
