import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'wouter';
import { useI18n, useMessage } from '../useI18n';

/**
 * What an account sees where its role does not reach: the machine's `notAllowed` state
 * with the server's own words, and where to go instead.
 */
export function RoleNotice({ message, detail }: { message: string | null; detail?: string }) {
  const i18n = useI18n();
  const translate = useMessage();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} data-testid="role-notice">
      <Stack align="center" gap="sm" py="md" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="brand">
          <IconLock size={28} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {message === null ? null : translate(message)}
        </Title>
        <Text c="dimmed" maw={460}>
          {detail === undefined ? i18n._('Your role does not include this. Ask the main user or an admin of your company if you need it.') : translate(detail)}
        </Text>
        <Button component={Link} href="/dashboard" variant="light" mt="xs">
          {i18n._('Back to the dashboard')}
        </Button>
      </Stack>
    </Paper>
  );
}
