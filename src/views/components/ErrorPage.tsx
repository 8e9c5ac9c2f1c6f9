import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { Logo } from './Logo';

export interface ErrorPageProps {
  readonly status: number;
  /** spec §8: the error page's default message is 'Error'. */
  readonly message?: string;
  /** Inside a layout (a page that found nothing): no full-screen backdrop of its own. */
  readonly embedded?: boolean;
}

/** spec: route.unknown-404, err.unknown-middleware */
export function ErrorPage({ status, message = 'Error', embedded = false }: ErrorPageProps) {
  return (
    // Alone on the screen it is the page's main landmark (and the skip link's #main target).
    <Center mih={embedded ? '60vh' : '100vh'} p="md" bg={embedded ? undefined : 'gray.0'} component={embedded ? 'div' : 'main'} id={embedded ? undefined : 'main'} tabIndex={embedded ? undefined : -1}>
      <Paper withBorder radius="lg" p={40} maw={480} w="100%" shadow="sm">
        <Stack align="center" gap="md" ta="center">
          <Logo />
          <Text fz={64} fw={800} c="brand.8" lh={1} aria-hidden="true">
            {status}
          </Text>
          <Title order={1} fz="xl" data-testid="error-message">
            {message}
          </Title>
          <Text c="dimmed" size="sm">
            {status === 404 ? 'The address may be mistyped, or the page may have moved.' : 'Something went wrong while showing this page.'}
          </Text>
          <Button component={Link} href="/">
            Back to the home page
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
