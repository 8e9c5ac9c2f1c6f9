import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { twoFactorSettingsMachine } from '../../machines/twoFactorSettingsMachine';
import { TwoFactorMessages } from '../../schemas/twoFactorMessages';
import { useAppEffects } from '../AppEffectsContext';
import { PageHeading } from '../components/PageHeading';
import { useAppActor } from '../inspection';
import type { PageProps } from '../PageProps';
import { copyRecoveryCodes, downloadRecoveryCodes } from '../security/recoveryCodesFile';
import { SignedInDevicesSection } from '../security/SignedInDevicesSection';
import { TwoFactorSection } from '../security/TwoFactorSection';
import { useProfile, useSessionHandle } from '../SessionContext';
import { useI18n, useMessage } from '../useI18n';

/** Issue 37, /settings/security: two-factor sign-in and the signed-in devices. */
export default function SecurityPage({ title }: PageProps) {
  const i18n = useI18n();
  const translate = useMessage();
  const { showToast } = useAppEffects();
  const session = useSessionHandle().actor;
  const accessLevel = useProfile()?.accessLevel;
  const heading = i18n._('Cargo Connects recovery codes. Each code signs you in once.');
  const settings = useAppActor(
    twoFactorSettingsMachine.provide({
      actions: {
        // The session holds an account that must enrol on this page until told (sessionMachine.ts).
        enrolled: () => session?.send({ type: 'security.enrolled' }),
        copyCodes: (_, { codes }) =>
          void copyRecoveryCodes(codes, heading).then(
            () => showToast({ message: i18n._('Recovery codes copied'), type: 'success' }),
            () => showToast({ message: i18n._('Your browser did not allow copying. Download the codes instead.'), type: 'error' }),
          ),
        downloadCodes: (_, { codes }) => downloadRecoveryCodes(codes, heading),
      },
    }),
    { input: accessLevel ? { accessLevel } : {} },
  );
  const mustEnrol = useSelector(settings, (s) => s.context.status?.mustEnrol === true);
  const loaded = useSelector(settings, (s) => s.context.status !== null);

  return (
    <Stack gap="lg" maw={760}>
      <PageHeading title={title} description={i18n._('How you sign in, and where you are signed in.')} />
      {mustEnrol ? (
        <Alert variant="light" color="yellow.9" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="must-enrol">
          {translate(TwoFactorMessages.twoFactorEnrolRequired)}
        </Alert>
      ) : null}
      <TwoFactorSection settings={settings} />
      {/* Until it is set up, an account the company requires it of can see nothing else. */}
      {loaded && !mustEnrol ? <SignedInDevicesSection /> : null}
    </Stack>
  );
}
