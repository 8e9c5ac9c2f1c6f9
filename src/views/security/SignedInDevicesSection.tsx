import { lazy, Suspense } from 'react';
import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconDevices } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { signedInDevicesMachine } from '../../machines/signedInDevicesMachine';
import { FormError } from '../components/FormError';
import { useAppActor } from '../inspection';
import { SectionLoadFailed } from './SectionLoadFailed';
import { SecuritySection } from './SecuritySection';
import { useFormats } from '../useFormats';
import { useI18n, useMessage } from '../useI18n';

const SignOutDialog = lazy(() => import('./SignOutDialog').then((m) => ({ default: m.SignOutDialog })));

/** Issue 37.2 on /settings/security: the account's signed-in devices, this one marked; sign out one or all others. */
export function SignedInDevicesSection() {
  const i18n = useI18n();
  const translate = useMessage();
  const formats = useFormats();
  // Started when the section shows: an account that must enrol first asks nothing of it.
  const devices = useAppActor(signedInDevicesMachine);
  const state = useSelector(devices, (s) => String(s.value));
  const list = useSelector(devices, (s) => s.context.devices);
  const notice = useSelector(devices, (s) => s.context.notice);
  const error = useSelector(devices, (s) => s.context.error);
  const onList = state === 'list';
  const asking = state === 'confirmingOne' || state === 'confirmingAll' || state === 'endingOne' || state === 'endingAll';
  const others = list.some((d) => !d.current);

  return (
    <SecuritySection
      id="devices-title"
      icon={<IconDevices size={22} aria-hidden="true" />}
      title={i18n._('Signed-in devices')}
      wrap
      aside={
        others ? (
          <Button variant="light" color="red.9" size="sm" disabled={!onList} onClick={() => devices.send({ type: 'others.signOut' })}>
            {i18n._('Sign out all other devices')}
          </Button>
        ) : null
      }
    >
      {notice === null ? null : (
        <Alert variant="light" color="teal.9" icon={<IconCircleCheck size={18} />} role="status" mb="sm">
          {translate(notice)}
        </Alert>
      )}
      {state === 'failed' ? (
        <SectionLoadFailed title={i18n._('Your signed-in devices could not be loaded')} error={error} onRetry={() => devices.send({ type: 'retry' })} />
      ) : (
        <>
          <FormError message={error} />
          {state === 'loading' && list.length === 0 ? (
            <Stack gap="sm" aria-busy="true" data-testid="devices-loading">
              <Skeleton height={56} radius="md" />
              <Skeleton height={56} radius="md" />
            </Stack>
          ) : (
            <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-busy={state === 'loading' || undefined} aria-label={i18n._('Signed-in devices')}>
              {list.map((d, i) => (
                <Group key={d.id} component="li" justify="space-between" align="flex-start" gap="sm" py="sm" style={i > 0 ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined} data-testid="device">
                  <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
                    <Group gap="xs">
                      <Text fw={600}>{translate(d.device)}</Text>
                      {d.current ? (
                        <Badge color="teal.9" variant="light">
                          {i18n._('This device')}
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {d.ip === null ? i18n._('IP address unknown') : i18n._('IP address {ip}', { ip: d.ip })}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {i18n._('Signed in {date} · last active {lastSeen}', { date: formats.dateTime(d.firstSeen), lastSeen: formats.dateTime(d.lastSeen) })}
                    </Text>
                  </Stack>
                  {d.current ? null : (
                    <Button variant="default" size="sm" disabled={!onList} onClick={() => devices.send({ type: 'device.signOut', id: d.id })} aria-label={i18n._('Sign out {device}', { device: translate(d.device) })}>
                      {i18n._('Sign out')}
                    </Button>
                  )}
                </Group>
              ))}
            </Stack>
          )}
        </>
      )}
      {asking ? (
        <Suspense fallback={null}>
          <SignOutDialog devices={devices} />
        </Suspense>
      ) : null}
    </SecuritySection>
  );
}
