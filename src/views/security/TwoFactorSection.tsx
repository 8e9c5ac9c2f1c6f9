import { lazy, Suspense } from 'react';
import { Alert, Badge, Button, Group, Paper, PasswordInput, Skeleton, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconShieldCheck } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { twoFactorSettingsMachine } from '../../machines/twoFactorSettingsMachine';
import { FormError } from '../components/FormError';
import { useCheckedSubmit, usePlainForm, useServerFieldErrors } from '../formBinding';
import { translatedInputProps as field } from '../translatedInputProps';
import { useI18n, useMessage } from '../useI18n';

type Settings = ActorRefFrom<typeof twoFactorSettingsMachine>;

// The QR code (and its library) and the codes come when the customer turns it on or makes codes.
const SetupPanel = lazy(() => import('./SetupPanel').then((m) => ({ default: m.SetupPanel })));
const RecoveryCodesPanel = lazy(() => import('./RecoveryCodesPanel').then((m) => ({ default: m.RecoveryCodesPanel })));

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

function PasswordStep({ settings }: { settings: Settings }) {
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

function RenewStep({ settings }: { settings: Settings }) {
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

function DisableStep({ settings }: { settings: Settings }) {
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

/** Issue 37.1 on /settings/security: two-factor sign-in, on or off, and what can be done with it. */
export function TwoFactorSection({ settings }: { settings: Settings }) {
  const i18n = useI18n();
  const translate = useMessage();
  const state = useSelector(settings, (s) => (typeof s.value === 'string' ? s.value : Object.entries(s.value).map(([k, v]) => `${k}.${String(v)}`)[0]!));
  const status = useSelector(settings, (s) => s.context.status);
  const level = useSelector(settings, (s) => s.context.level);
  const notice = useSelector(settings, (s) => s.context.notice);
  const error = useSelector(settings, (s) => s.context.error);
  const overview = state === 'overview' || state === 'savingRule';

  const body = (() => {
    if (state === 'loading' && status === null) return <Skeleton height={96} radius="md" data-testid="two-factor-loading" />;
    if (state === 'failed')
      return (
        <Alert color="red.9" variant="light" role="alert" title={i18n._('Your security settings could not be loaded')}>
          <Text size="sm">{error === null ? null : translate(error)}</Text>
          <Button mt="sm" variant="light" onClick={() => settings.send({ type: 'retry' })}>
            {i18n._('Try again')}
          </Button>
        </Alert>
      );
    if (state === 'enabling.password' || state === 'enabling.starting') return <PasswordStep settings={settings} />;
    if (state === 'enabling.scanning' || state === 'enabling.confirming')
      return (
        <Suspense fallback={<Skeleton height={320} radius="md" />}>
          <SetupPanel settings={settings} />
        </Suspense>
      );
    if (state === 'codesShown')
      return (
        <Suspense fallback={<Skeleton height={320} radius="md" />}>
          <RecoveryCodesPanel settings={settings} />
        </Suspense>
      );
    if (state.startsWith('renewing.')) return <RenewStep settings={settings} />;
    if (state.startsWith('disabling.')) return <DisableStep settings={settings} />;
    if (status === null) return null;
    return (
      <Stack gap="sm">
        {notice === null || !overview ? null : (
          <Alert variant="light" color="teal.9" icon={<IconCircleCheck size={18} />} role="status">
            {translate(notice)}
          </Alert>
        )}
        {overview ? <FormError message={error} /> : null}
        <Text size="sm">
          {status.twoFactorEnabled
            ? i18n._('{count, plural, one {# recovery code left.} other {# recovery codes left.}}', { count: status.recoveryCodesLeft })
            : i18n._('When it is on, signing in asks for a 6-digit code from an authenticator app on your phone as well as your password.')}
        </Text>
        {status.companyRequiresTwoFactor ? (
          <Text size="sm" c="dimmed">
            {i18n._('Your company requires it for the main user and admins.')}
          </Text>
        ) : null}
        <Group gap="sm">
          {status.twoFactorEnabled ? (
            <>
              <Button variant="light" disabled={!overview} onClick={() => settings.send({ type: 'codes.renewStarted' })}>
                {i18n._('New recovery codes')}
              </Button>
              <Button variant="default" disabled={!overview} onClick={() => settings.send({ type: 'disable.started' })}>
                {i18n._('Turn off')}
              </Button>
            </>
          ) : (
            <Button disabled={!overview} onClick={() => settings.send({ type: 'enable.started' })}>
              {i18n._('Turn on')}
            </Button>
          )}
        </Group>
        {level === 'owner' ? (
          <Switch
            mt="sm"
            label={i18n._('Require two-factor sign-in for the main user and admins')}
            description={i18n._('They must set it up at their next sign-in before they can do anything else.')}
            checked={status.companyRequiresTwoFactor}
            disabled={state === 'savingRule'}
            onChange={(e) => settings.send({ type: 'rule.changed', required: e.currentTarget.checked })}
          />
        ) : null}
      </Stack>
    );
  })();

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="two-factor-title">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <IconShieldCheck size={22} aria-hidden="true" />
          <Title order={2} fz="lg" id="two-factor-title">
            {i18n._('Two-factor sign-in')}
          </Title>
        </Group>
        {status === null ? null : (
          <Badge color={status.twoFactorEnabled ? 'teal.9' : 'gray.7'} variant="light" data-testid="two-factor-state">
            {status.twoFactorEnabled ? i18n._('On') : i18n._('Off')}
          </Badge>
        )}
      </Group>
      {body}
    </Paper>
  );
}
