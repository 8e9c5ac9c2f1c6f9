import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'wouter';
/**
 * What a sub-user sees on the sub-user pages (spec §6): the machine's mainUserOnly state with its
 * message ('Only the main user can manage sub-users.').
 */
export function MainUserOnly({ message }: { message: string | null }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} data-testid="main-user-only">
      <Stack align="center" gap="sm" py="md" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="brand">
          <IconLock size={28} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {message}
        </Title>
        <Text c="dimmed" maw={460}>
          Your sign-in belongs to your company's account. To add a colleague, change their details or remove their access, ask the person who
          registered the company.
        </Text>
        <Button component={Link} href="/dashboard" variant="light" mt="xs">
          Back to the dashboard
        </Button>
      </Stack>
    </Paper>
  );
}
