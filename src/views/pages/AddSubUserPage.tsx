import { useEffect } from 'react';
import { Paper } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { MainUserOnly } from '../components/MainUserOnly';
import { PageHeading } from '../components/PageHeading';
import { SubUserForm } from '../components/SubUserForm';
import type { PageProps } from '../PageProps';
import { useSubUserFormActor } from '../useSubUserFormActor';

export default function AddSubUserPage({ title }: PageProps) {
  const actor = useSubUserFormActor();
  useEffect(() => {
    actor.send({ type: 'create.started' });
  }, [actor]);
  const mainUserOnly = useSelector(actor, (s) => s.matches('mainUserOnly'));
  const submitting = useSelector(actor, (s) => s.matches('submitting') || s.matches('saved'));
  const error = useSelector(actor, (s) => s.context.error);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);

  return (
    <div style={{ maxWidth: 720 }}>
      <PageHeading title={title} description="Give a colleague their own sign-in to your company account." />
      {mainUserOnly ? (
        <MainUserOnly message={error} />
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <SubUserForm mode="create" submitting={submitting} error={error} fieldErrors={fieldErrors} onSubmit={(form) => actor.send({ type: 'subUser.submitted', form })} />
        </Paper>
      )}
    </div>
  );
}
