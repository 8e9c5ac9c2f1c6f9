import { useEffect } from 'react';
import { Loader, Stack, Text } from '@mantine/core';
import { useSession } from '../SessionContext';

/** spec logout: opening /settings/logout signs out (cookies removed) and lands on /login. */
export default function LogoutPage() {
  const session = useSession();
  useEffect(() => {
    session.send({ type: 'logout.requested' });
  }, [session]);
  return (
    <Stack align="center" gap="sm" py="xl">
      <Loader aria-label="Signing out" />
      <Text c="dimmed">Signing you out…</Text>
    </Stack>
  );
}
