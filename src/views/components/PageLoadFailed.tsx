import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { Logo } from './Logo';

/**
 * A page whose code did not arrive (server unreachable, or a connection drop): the app stays, the
 * customer tries again when the connection is back. When the build changed, the chunk guard
 * reloads the tab instead (services/chunkReload.ts).
 */
export function PageLoadFailed({ onRetry, embedded }: { onRetry: () => void; embedded: boolean }) {
  return (
    <Center mih={embedded ? '50vh' : '100vh'} p="md" bg={embedded ? undefined : 'gray.0'} component={embedded ? 'div' : 'main'} id={embedded ? undefined : 'main'}>
      <Paper withBorder radius="lg" p={40} maw={480} w="100%" shadow="sm" role="alert">
        <Stack align="center" gap="md" ta="center">
          {embedded ? null : <Logo />}
          <Title order={1} fz="xl" data-testid="error-message">
            This page did not load
          </Title>
          <Text c="dimmed" size="sm">
            We could not reach Cargo Connects. Check your connection and try again; nothing you did is lost.
          </Text>
          <Button leftSection={<IconRefresh size={16} />} onClick={onRetry}>
            Try again
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
