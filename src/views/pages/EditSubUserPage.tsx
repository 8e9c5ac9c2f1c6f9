import { useEffect } from 'react';
import { Anchor, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { assignableRoles } from '../../schemas/teamRoles';
import { RoleNotice } from '../components/RoleNotice';
import { PageHeading } from '../components/PageHeading';
import { SubUserForm } from '../components/SubUserForm';
import type { PageProps } from '../PageProps';
import { useSubUserFormActor } from '../useSubUserFormActor';
import { LoadFailed } from '../components/LoadFailed';
import { useI18n } from '../useI18n';

export default function EditSubUserPage({ title, params }: PageProps) {
  // A new accountId is a new form.
  return <EditSubUser key={params.accountId} title={title} accountId={params.accountId ?? ''} />;
}

function EditSubUser({ title, accountId }: { title: string; accountId: string }) {
  const i18n = useI18n();
  const actor = useSubUserFormActor();
  useEffect(() => {
    actor.send({ type: 'edit.started', accountId });
  }, [actor, accountId]);
  const state = useSelector(actor, (s) => s.value);
  const subUser = useSelector(actor, (s) => s.context.subUser);
  const error = useSelector(actor, (s) => s.context.error);
  const level = useSelector(actor, (s) => s.context.level);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);

  let body: React.ReactNode;
  if (state === 'notAllowed' || level === null) body = <RoleNotice message={error} />;
  else if (state === 'outOfReach') {
    body = <RoleNotice message={error} detail={i18n._('Only the main user can change an admin, and nobody changes their own role.')} />;
  }
  else if (state === 'notFound') {
    body = (
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="xs" ta="center">
          <Text fw={700}>{i18n._('This sub-user no longer exists.')}</Text>
          <Text c="dimmed" size="sm">
            {i18n._('They may have been removed already.')}
          </Text>
          <Anchor component={Link} href="/sub-user">
            {i18n._('Back to sub-users')}
          </Anchor>
        </Stack>
      </Paper>
    );
  } else if (state === 'loadFailed') {
    body = (
      <LoadFailed message={error} onRetry={() => actor.send({ type: 'retry' })} />
    );
  } else if (!subUser) {
    body = (
      <Paper withBorder radius="lg" p="xl">
        <Center>
          <Loader aria-label={i18n._('Loading the sub-user')} />
        </Center>
      </Paper>
    );
  } else {
    body = (
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <SubUserForm
          mode="update"
          roles={assignableRoles(level)}
          initialValues={{ contactName: subUser.contactName, contactNumber: subUser.contactNumber, email: subUser.email, role: subUser.role }}
          submitting={state === 'submitting' || state === 'saved'}
          error={error}
          fieldErrors={fieldErrors}
          onSubmit={(form) => actor.send({ type: 'subUser.submitted', form })}
        />
      </Paper>
    );
  }

  return (
    <div style={{ maxWidth: 720 }}>
      <PageHeading title={title} description={i18n._("Update this colleague's contact details and role. Their password stays as it is.")} />
      {body}
    </div>
  );
}
