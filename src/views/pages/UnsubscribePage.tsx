import { Anchor, Button, Center, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck, IconMailOff, IconRefresh } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { unsubscribeMachine } from '../../machines/unsubscribeMachine';
import { NOTIFICATION_KIND_LABELS } from '../../schemas/notificationRules';
import { Logo } from '../components/Logo';
import { useAppActor } from '../inspection';
import type { PageProps } from '../PageProps';

/** /unsubscribe/{token}: an email's one-click unsubscribe, for anyone holding the link. */
export default function UnsubscribePage({ params, title }: PageProps) {
  const token = params.token ?? '';
  return <UnsubscribeView key={token} token={token} title={title} />;
}

function UnsubscribeView({ token, title }: { token: string; title: string }) {
  const actor = useAppActor(unsubscribeMachine, { input: { token } });
  const state = useSelector(actor, (s) => s.value);
  const kind = useSelector(actor, (s) => s.context.kind);
  const message = useSelector(actor, (s) => s.context.message);
  const ok = state === 'done' || state === 'alreadyDone';

  return (
    <Container size={520} py={{ base: 'lg', sm: 48 }} component="main">
      <Stack gap="lg">
        <Center>
          <Logo />
        </Center>
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="md" align="center" ta="center">
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {title}
            </Title>
            {state === 'checking' || state === 'unsubscribing' ? (
              <Text c="dimmed" aria-busy="true" role="status">
                Turning these emails off…
              </Text>
            ) : null}
            {ok ? (
              <>
                <ThemeIcon size={56} radius="xl" variant="light" color="teal.9" aria-hidden="true">
                  <IconMailCheck size={30} />
                </ThemeIcon>
                <Text fw={600} role="status" data-testid="unsubscribe-result">
                  {message}
                </Text>
                {kind ? <Text c="dimmed">&ldquo;{NOTIFICATION_KIND_LABELS[kind]}&rdquo; emails are off for your company. You still see these updates in the app.</Text> : null}
              </>
            ) : null}
            {state === 'refused' || state === 'failed' ? (
              <>
                <ThemeIcon size={56} radius="xl" variant="light" color="red.9" aria-hidden="true">
                  <IconMailOff size={30} />
                </ThemeIcon>
                <Text fw={600} role="alert" data-testid="unsubscribe-result">
                  {message}
                </Text>
              </>
            ) : null}
            {state === 'failed' ? (
              <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={() => actor.send({ type: 'retry' })}>
                Try again
              </Button>
            ) : null}
            {state !== 'checking' && state !== 'unsubscribing' ? (
              <Anchor component={Link} href="/settings/notification-preferences">
                Choose every notification in your preferences
              </Anchor>
            ) : null}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
