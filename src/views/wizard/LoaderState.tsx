import type { ReactNode } from 'react';
import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** What a loading or failed loader looks like; `children` render once the data is there. */
export function LoaderState({ state, error, onRetry, children, rows = 3 }: { state: string; error: string | null; onRetry: () => void; children: ReactNode; rows?: number }) {
  if (state === 'failed') {
    return (
      <Alert color="red.9" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        <Group justify="space-between" gap="sm">
          <span>{error}</span>
          <Button size="xs" variant="white" color="red.9" onClick={onRetry}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  }
  if (state !== 'ready') {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading">
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} height={56} radius="md" />
        ))}
      </Stack>
    );
  }
  return <>{children}</>;
}
