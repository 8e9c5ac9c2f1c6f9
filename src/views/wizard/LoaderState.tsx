import type { ReactNode } from 'react';
import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import type { WizardActor } from '../../machines/serviceRequestMachine';
import { loadStatus } from '../../machines/wizardScreen';
import { useI18n, useMessage } from '../useI18n';

/** What a step shows while its server data loads, or when it could not (with Try again); `children` once it is there. */
export function LoaderState({ wizard, children, rows = 3 }: { wizard: WizardActor; children: ReactNode; rows?: number }) {
  const i18n = useI18n();
  const message = useMessage();
  const status = useSelector(wizard, loadStatus);
  const error = useSelector(wizard, (s) => s.context.error);
  if (status === 'failed') {
    return (
      <Alert color="red.9" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        <Group justify="space-between" gap="sm">
          <span>{error ? message(error) : null}</span>
          <Button size="xs" variant="white" color="red.9" onClick={() => wizard.send({ type: 'load.retried' })}>
            {i18n._('Try again')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (status === 'loading') {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={i18n._('Loading')}>
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} height={56} radius="md" />
        ))}
      </Stack>
    );
  }
  return <>{children}</>;
}
