import { Anchor, Button, Center, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck, IconMailOff, IconRefresh } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { unsubscribeMachine } from '../../machines/unsubscribeMachine';
import { NOTIFICATION_KIND_LABELS } from '../../schemas/notificationRules';
import { Logo } from '../components/Logo';
import { useAppActor } from '../inspection';
import type { PageProps } from '../PageProps';
import { useI18n, useMessage } from '../useI18n';

/** /unsubscribe/{token}: an email's one-click unsubscribe, for anyone holding the link. */
export default function UnsubscribePage({ params, title }: PageProps) {
  const token = params.token ?? '';
  return <UnsubscribeView key={token} token={token} title={title} />;
}

function UnsubscribeView({ token, title }: { token: string; title: string }) {
  const i18n = useI18n();
  const translate = useMessage();
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
              {translate(title)}
            </Title>
            {state === 'checking' || state === 'unsubscribing' ? (
              <Text c="dimmed" aria-busy="true" role="status">
                {i18n._('Turning these emails off…')}
              </Text>
            ) : null}
            {ok ? (
              <>
                <ThemeIcon size={56} radius="xl" variant="light" color="teal.9" aria-hidden="true">
                  <IconMailCheck size={30} />
                </ThemeIcon>
                <Text fw={600} role="status" data-testid="unsubscribe-result">
                  {message === null ? null : translate(message)}
                </Text>
                {kind ? <Text c="dimmed">{i18n._('“{kind}” emails are off for your company. You still see these updates in the app.', { kind: translate(NOTIFICATION_KIND_LABELS[kind]) })}</Text> : null}
              </>
            ) : null}
            {state === 'refused' || state === 'failed' ? (
              <>
                <ThemeIcon size={56} radius="xl" variant="light" color="red.9" aria-hidden="true">
                  <IconMailOff size={30} />
                </ThemeIcon>
                <Text fw={600} role="alert" data-testid="unsubscribe-result">
                  {message === null ? null : translate(message)}
                </Text>
              </>
            ) : null}
            {state === 'failed' ? (
              <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={() => actor.send({ type: 'retry' })}>
                {i18n._('Try again')}
              </Button>
            ) : null}
            {state !== 'checking' && state !== 'unsubscribing' ? (
              <Anchor component={Link} href="/settings/notification-preferences">
                {i18n._('Choose every notification in your preferences')}
              </Anchor>
            ) : null}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
