import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { twoFactorSettingsMachine } from '../../machines/twoFactorSettingsMachine';
import { FormError } from '../components/FormError';
import { useCheckedSubmit, usePlainForm, useServerFieldErrors } from '../formBinding';
import { translatedInputProps as field } from '../translatedInputProps';
import { useI18n, useMessage } from '../useI18n';

// The forms of two-factor sign-in (the password to turn it on, a code for new codes, both to turn
// it off): loaded when the customer opens one, so the page's first load carries none of them.

type Settings = ActorRefFrom<typeof twoFactorSettingsMachine>;

const setupSchema = () => import('../../schemas/twoFactor').then((m) => m.TwoFactorSetupBody);
const renewSchema = () => import('../../schemas/twoFactor').then((m) => m.RecoveryCodesBody);
const disableSchema = () => import('../../schemas/twoFactor').then((m) => m.TwoFactorDisableBody);

/** A form's buttons: its action and Cancel. */
function Actions({ label, busy, settings }: { label: string; busy: boolean; settings: Settings }) {
  const i18n = useI18n();
  return (
    <Group gap="sm">
      <Button type="submit" loading={busy}>
        {label}
      </Button>
      <Button variant="default" disabled={busy} onClick={() => settings.send({ type: 'flow.cancelled' })}>
        {i18n._('Cancel')}
      </Button>
    </Group>
  );
}

export function PasswordStep({ settings }: { settings: Settings }) {
  const i18n = useI18n();
  const translate = useMessage();
  const busy = useSelector(settings, (s) => s.matches({ enabling: 'starting' }));
  const error = useSelector(settings, (s) => s.context.error);
  const fieldErrors = useSelector(settings, (s) => s.context.fieldErrors);
  const form = usePlainForm({ password: '' });
  useServerFieldErrors(form, fieldErrors);
  const submit = useCheckedSubmit(form, setupSchema, (value) => settings.send({ type: 'password.submitted', password: value.password }));
  return (
    <form noValidate onSubmit={submit} aria-label={i18n._('Turn on two-factor sign-in')}>
      <Stack gap="sm" maw={420}>
        <Text size="sm">{i18n._('First, enter your password again.')}</Text>
        <FormError message={error} />
        <PasswordInput label={i18n._('Current password')} autoComplete="current-password" data-autofocus visibilityToggleButtonProps={{ 'aria-label': i18n._('Toggle password visibility') }} {...field(form, 'password', translate)} />
        <Actions label={i18n._('Continue')} busy={busy} settings={settings} />
      </Stack>
    </form>
  );
}

export function RenewStep({ settings }: { settings: Settings }) {
  const i18n = useI18n();
  const translate = useMessage();
  const busy = useSelector(settings, (s) => s.matches({ renewing: 'sending' }));
  const error = useSelector(settings, (s) => s.context.error);
  const fieldErrors = useSelector(settings, (s) => s.context.fieldErrors);
  const form = usePlainForm({ code: '' });
  useServerFieldErrors(form, fieldErrors);
  const submit = useCheckedSubmit(form, renewSchema, (value) => settings.send({ type: 'code.submitted', code: value.code }));
  return (
    <form noValidate onSubmit={submit} aria-label={i18n._('New recovery codes')}>
      <Stack gap="sm" maw={420}>
        <Text size="sm">{i18n._('New codes replace the ones you have: the old ones stop working.')}</Text>
        <FormError message={error} />
        <TextInput label={i18n._('Code from your app, or a recovery code')} autoComplete="one-time-code" {...field(form, 'code', translate)} />
        <Actions label={i18n._('Make new codes')} busy={busy} settings={settings} />
      </Stack>
    </form>
  );
}

export function DisableStep({ settings }: { settings: Settings }) {
  const i18n = useI18n();
  const translate = useMessage();
  const busy = useSelector(settings, (s) => s.matches({ disabling: 'sending' }));
  const error = useSelector(settings, (s) => s.context.error);
  const fieldErrors = useSelector(settings, (s) => s.context.fieldErrors);
  const form = usePlainForm({ password: '', code: '' });
  useServerFieldErrors(form, fieldErrors);
  const submit = useCheckedSubmit(form, disableSchema, (value) => settings.send({ type: 'disable.submitted', password: value.password, code: value.code }));
  return (
    <form noValidate onSubmit={submit} aria-label={i18n._('Turn off two-factor sign-in')}>
      <Stack gap="sm" maw={420}>
        <Text size="sm">{i18n._('Your other devices will be signed out.')}</Text>
        <FormError message={error} />
        <PasswordInput label={i18n._('Current password')} autoComplete="current-password" visibilityToggleButtonProps={{ 'aria-label': i18n._('Toggle password visibility') }} {...field(form, 'password', translate)} />
        <TextInput label={i18n._('Code from your app, or a recovery code')} autoComplete="one-time-code" {...field(form, 'code', translate)} />
        <Actions label={i18n._('Turn off')} busy={busy} settings={settings} />
      </Stack>
    </form>
  );
}
