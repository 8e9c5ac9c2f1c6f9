import { useEffect } from 'react';
import { Loader, Stack, Text } from '@mantine/core';
import { useSession } from '../SessionContext';
import { useI18n } from '../useI18n';

/** spec logout: opening /settings/logout signs out (cookies removed) and lands on /login. */
export default function LogoutPage() {
  const i18n = useI18n();
  const session = useSession();
  useEffect(() => {
    session.send({ type: 'logout.requested' });
  }, [session]);
  return (
    <Stack align="center" gap="sm" py="xl">
      <Loader aria-label={i18n._('Signing out')} />
      <Text c="dimmed">{i18n._('Signing you out…')}</Text>
    </Stack>
  );
}
