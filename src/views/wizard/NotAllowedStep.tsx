import { Stack } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { WizardActor } from '../../machines/serviceRequestMachine';
import { PageHeading } from '../components/PageHeading';
import { RoleNotice } from '../components/RoleNotice';
import { useI18n } from '../useI18n';

/** The wizard's notAllowed state: a Viewer is told, in the server's words, that requesting is not theirs. */
export function NotAllowedStep({ title, wizard }: { title: string; wizard: WizardActor }) {
  const i18n = useI18n();
  const error = useSelector(wizard, (s) => s.context.error);
  return (
    <Stack gap="lg" maw={760}>
      <PageHeading title={title} />
      <RoleNotice message={error} detail={i18n._("As a Viewer you follow your company's orders and their tracking.")} />
    </Stack>
  );
}
