import { useEffect } from 'react';
import { Paper } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { assignableRoles } from '../../schemas/teamRoles';
import { RoleNotice } from '../components/RoleNotice';
import { PageHeading } from '../components/PageHeading';
import { SubUserForm } from '../components/SubUserForm';
import type { PageProps } from '../PageProps';
import { useI18n } from '../useI18n';
import { useSubUserFormActor } from '../useSubUserFormActor';

export default function AddSubUserPage({ title }: PageProps) {
  const i18n = useI18n();
  const actor = useSubUserFormActor();
  useEffect(() => {
    actor.send({ type: 'create.started' });
  }, [actor]);
  const notAllowed = useSelector(actor, (s) => s.matches('notAllowed'));
  const level = useSelector(actor, (s) => s.context.level);
  const submitting = useSelector(actor, (s) => s.matches('submitting') || s.matches('saved'));
  const error = useSelector(actor, (s) => s.context.error);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);

  return (
    <div style={{ maxWidth: 720 }}>
      <PageHeading title={title} description={i18n._('Give a colleague their own sign-in to your company account, with the role that fits.')} />
      {notAllowed || level === null ? (
        <RoleNotice message={error} />
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <SubUserForm mode="create" roles={assignableRoles(level)} submitting={submitting} error={error} fieldErrors={fieldErrors} onSubmit={(form) => actor.send({ type: 'subUser.submitted', form })} />
        </Paper>
      )}
    </div>
  );
}
