import { lazy, Suspense, useEffect } from 'react';
import { Alert, Badge, Button, Group, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { IconCircleCheck, IconShieldCheck } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { twoFactorSettingsMachine } from '../../machines/twoFactorSettingsMachine';
import { useAppEffects } from '../AppEffectsContext';
import { FormError } from '../components/FormError';
import { SectionLoadFailed } from './SectionLoadFailed';
import { SecuritySection } from './SecuritySection';
import { useI18n, useMessage } from '../useI18n';

type Settings = ActorRefFrom<typeof twoFactorSettingsMachine>;

// The QR code (and its library) and the codes come when the customer turns it on or makes codes.
const SetupPanel = lazy(() => import('./SetupPanel').then((m) => ({ default: m.SetupPanel })));
const RecoveryCodesPanel = lazy(() => import('./RecoveryCodesPanel').then((m) => ({ default: m.RecoveryCodesPanel })));
const PasswordStep = lazy(() => import('./TwoFactorForms').then((m) => ({ default: m.PasswordStep })));
const RenewStep = lazy(() => import('./TwoFactorForms').then((m) => ({ default: m.RenewStep })));
const DisableStep = lazy(() => import('./TwoFactorForms').then((m) => ({ default: m.DisableStep })));

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
  // The forms come when the browser is idle: a click on Turn on finds them in.
  const { whenIdle } = useAppEffects();
  useEffect(() => whenIdle(() => void import('./TwoFactorForms')), [whenIdle]);

  const body = (() => {
    if (state === 'loading' && status === null) return <Skeleton height={96} radius="md" data-testid="two-factor-loading" />;
    if (state === 'failed')
      return (
        <SectionLoadFailed title={i18n._('Your security settings could not be loaded')} error={error} onRetry={() => settings.send({ type: 'retry' })} />
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
        {level === 'owner' || level === 'admin' ? (
          <Switch
            mt="sm"
            label={i18n._('Require two-factor sign-in for the main user and admins')}
            description={
              level === 'admin' && status.companyRequiresTwoFactor
                ? i18n._('Only the main user can stop requiring it.')
                : i18n._('They must set it up at their next sign-in before they can do anything else.')
            }
            checked={status.companyRequiresTwoFactor}
            // An Admin turns it on, never off (companyTwoFactorRule.ts).
            disabled={state === 'savingRule' || (level === 'admin' && status.companyRequiresTwoFactor)}
            onChange={(e) => settings.send({ type: 'rule.changed', required: e.currentTarget.checked })}
          />
        ) : null}
      </Stack>
    );
  })();

  return (
    <SecuritySection
      id="two-factor-title"
      icon={<IconShieldCheck size={22} aria-hidden="true" />}
      title={i18n._('Two-factor sign-in')}
      wrap={false}
      aside={
        status === null ? null : (
          <Badge color={status.twoFactorEnabled ? 'teal.9' : 'gray.7'} variant="light" data-testid="two-factor-state">
            {status.twoFactorEnabled ? i18n._('On') : i18n._('Off')}
          </Badge>
        )
      }
    >
      <Suspense fallback={<Skeleton height={160} radius="md" />}>{body}</Suspense>
    </SecuritySection>
  );
}
