import { Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { twoFactorSettingsMachine } from '../../machines/twoFactorSettingsMachine';
import { FormError } from '../components/FormError';
import { useCheckedSubmit, usePlainForm, useServerFieldErrors } from '../formBinding';
import { translatedInputProps as field } from '../translatedInputProps';
import { useI18n, useMessage } from '../useI18n';
import { QrCodeImage } from './QrCodeImage';
import { groupedSecret, spelledSecret } from './recoveryCodesFile';

const loadSchema = () => import('../../schemas/twoFactor').then((m) => m.TwoFactorConfirmBody);

/** Turning it on, after the password: the QR code, the secret to type, and the first code (loaded when the setup starts). */
export function SetupPanel({ settings }: { settings: ActorRefFrom<typeof twoFactorSettingsMachine> }) {
  const i18n = useI18n();
  const translate = useMessage();
  const setup = useSelector(settings, (s) => s.context.setup);
  const confirming = useSelector(settings, (s) => s.matches({ enabling: 'confirming' }));
  const error = useSelector(settings, (s) => s.context.error);
  const fieldErrors = useSelector(settings, (s) => s.context.fieldErrors);
  const form = usePlainForm({ code: '' });
  useServerFieldErrors(form, fieldErrors);
  const submit = useCheckedSubmit(form, loadSchema, (value) => settings.send({ type: 'code.submitted', code: value.code }));
  if (setup === null) return null;
  return (
    <Stack gap="md">
      <Title order={3} fz="md">
        {i18n._('1. Scan this QR code with your authenticator app')}
      </Title>
      <Text size="sm" c="dimmed">
        {i18n._('Google Authenticator, Microsoft Authenticator, 1Password or any app for 6-digit codes.')}
      </Text>
      <QrCodeImage url={setup.otpauthUrl} alt={i18n._('QR code to add Cargo Connects to your authenticator app')} />
      <Paper withBorder radius="md" p="sm" bg="gray.0">
        <Text size="sm" id="two-factor-secret-label">
          {i18n._('Cannot scan it? Type this key in the app instead:')}
        </Text>
        <Group gap="xs" mt={6} wrap="wrap">
          <Text component="code" ff="monospace" fz="md" fw={600} aria-labelledby="two-factor-secret-label" data-testid="two-factor-secret">
            <span aria-hidden="true">{groupedSecret(setup.secret)}</span>
            <VisuallyHidden>{spelledSecret(setup.secret)}</VisuallyHidden>
          </Text>
          <CopyButton value={setup.secret}>
            {({ copied, copy }) => (
              <Button size="compact-sm" variant="light" onClick={copy} leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}>
                {copied ? i18n._('Copied') : i18n._('Copy key')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Paper>
      <form noValidate onSubmit={submit} aria-label={i18n._('Confirm two-factor sign-in')}>
        <Stack gap="sm">
          <Title order={3} fz="md">
            {i18n._('2. Enter the 6-digit code your app shows')}
          </Title>
          <FormError message={error} />
          <TextInput
            label={i18n._('6-digit code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            w={200}
            data-autofocus
            {...field(form, 'code', translate)}
          />
          <Group gap="sm">
            <Button type="submit" loading={confirming}>
              {i18n._('Turn on')}
            </Button>
            <Button variant="default" disabled={confirming} onClick={() => settings.send({ type: 'flow.cancelled' })}>
              {i18n._('Cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
