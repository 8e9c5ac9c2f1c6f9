import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'wouter';

/**
 * What an account sees where its role does not reach: the machine's `notAllowed` state
 * with the server's own words, and where to go instead.
 */
export function RoleNotice({ message, detail = 'Your role does not include this. Ask the main user or an admin of your company if you need it.' }: { message: string | null; detail?: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} data-testid="role-notice">
      <Stack align="center" gap="sm" py="md" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="brand">
          <IconLock size={28} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {message}
        </Title>
        <Text c="dimmed" maw={460}>
          {detail}
        </Text>
        <Button component={Link} href="/dashboard" variant="light" mt="xs">
          Back to the dashboard
        </Button>
      </Stack>
    </Paper>
  );
}
