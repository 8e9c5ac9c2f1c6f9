import { Anchor, Button, Center, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { acceptInviteMachine } from '../../machines/acceptInviteMachine';
import { PASSWORD_RULE } from '../../schemas/fieldRules';
import { useAppEffects } from '../AppEffectsContext';
import { AuthCard } from '../components/AuthCard';
import { FormError } from '../components/FormError';
import { LoadFailed } from '../components/LoadFailed';
import { useAppActor } from '../inspection';
import type { PageProps } from '../PageProps';
import { useServerFieldErrors } from '../useServerFieldErrors';
import { useCheckedSubmit } from '../useCheckedSubmit';

const loadSchema = () => import('../../schemas/createPasswordForm').then((m) => m.CreatePasswordForm);

/** Issue 18.7: the page an invitation email links to; the invitee chooses their own password. */
export default function AcceptInvitePage({ title }: PageProps) {
  const { showToast } = useAppEffects();
  // The link's token, read once: the machine owns it from here.
  const search = useSearch();
  const [token] = useState(() => new URLSearchParams(search).get('token'));
  const actor = useAppActor(
    acceptInviteMachine.provide({ actions: { toast: (_, { message }) => showToast({ message }), goToLogin: () => navigate('/login') } }),
    { input: { token } },
  );
  const state = useSelector(actor, (s) => s.value);
  const invitation = useSelector(actor, (s) => s.context.invitation);
  const error = useSelector(actor, (s) => s.context.error);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const form = useForm({ mode: 'uncontrolled', initialValues: { password: '', confirmPassword: '' } });
  const submit = useCheckedSubmit(form, loadSchema, (_, values) => actor.send({ type: 'password.submitted', form: values }));
  useServerFieldErrors(form, fieldErrors);

  if (state === 'invalid') {
    return (
      <AuthCard title="This invitation link does not work" subtitle={error ?? undefined}>
        <Stack gap="sm" data-testid="invitation-invalid">
          <Button component={Link} href="/login" variant="light" fullWidth>
            Go to sign in
          </Button>
          <Text size="sm" c="dimmed" ta="center">
            Already set your password? Sign in with it, or use{' '}
            <Anchor component={Link} href="/password-recovery" underline="always">
              Forgot password
            </Anchor>
            .
          </Text>
        </Stack>
      </AuthCard>
    );
  }
  if (state === 'checkFailed') {
    return (
      <AuthCard title={title}>
        <LoadFailed message={error} onRetry={() => actor.send({ type: 'retry' })} />
      </AuthCard>
    );
  }
  if (invitation === null) {
    return (
      <AuthCard title={title}>
        <Center py="lg">
          <Loader aria-label="Checking your invitation" />
        </Center>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={title} subtitle={`${invitation.companyName} invited you, ${invitation.contactName}. Choose the password you will sign in with.`}>
      <FormError message={error} />
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">
            You will sign in as <strong>{invitation.email}</strong>.
          </Text>
          <PasswordInput label="Password" autoComplete="new-password" description={PASSWORD_RULE} key={form.key('password')} {...form.getInputProps('password')} />
          <PasswordInput label="Confirm password" autoComplete="new-password" key={form.key('confirmPassword')} {...form.getInputProps('confirmPassword')} />
          <Button type="submit" size="md" loading={state === 'accepting' || state === 'accepted'} fullWidth>
            Set password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

