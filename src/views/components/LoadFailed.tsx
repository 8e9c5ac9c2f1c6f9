import type { ReactNode } from 'react';
import { Button, Center, Paper } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useI18n } from '../useI18n';
import { ErrorNote } from './ErrorNote';

/** A page or section whose data did not load: the call's message and a way to try again. */
export function LoadFailed({ message, onRetry, heading, maw }: { message: string | null; onRetry: () => void; heading?: ReactNode; maw?: number }) {
  const i18n = useI18n();
  return (
    <Paper withBorder radius="lg" p="xl" maw={maw} mx={maw ? 'auto' : undefined}>
      {heading}
      <Center mb="md">
        <ErrorNote message={message} />
      </Center>
      <Center>
        <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={onRetry}>
          {i18n._('Try again')}
        </Button>
      </Center>
    </Paper>
  );
}
