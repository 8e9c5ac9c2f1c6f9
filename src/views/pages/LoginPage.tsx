import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSelector } from '@xstate/react';
import { useAppActor } from '../inspection';
import { Link, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { loginMachine } from '../../machines/loginMachine';
import { afterLoginPath } from '../../machines/routeGuard';
import { CommonMessages as Messages } from '../../schemas/commonMessages';
import { useAppEffects } from '../AppEffectsContext';
import { AuthCard } from '../components/AuthCard';
import { FormError } from '../components/FormError';
import { useNotifySignedIn } from '../SessionContext';
import { useServerFieldErrors } from '../useServerFieldErrors';
import type { PageProps } from '../PageProps';
import { useCheckedSubmit } from '../useCheckedSubmit';

const loadSchema = () => import('../../schemas/loginForm').then((m) => m.LoginForm);

export default function LoginPage({ title }: PageProps) {
  const search = new URLSearchParams(useSearch());
  const redirect = search.get('redirect');
  const notifySignedIn = useNotifySignedIn();
  const { showToast } = useAppEffects();
  const login = useAppActor(
    loginMachine.provide({
      actions: {
        notifySignedIn: () => notifySignedIn(),
        toastLoggedIn: () => showToast({ message: Messages.loggedIn }),
        goToRedirect: () => navigate(afterLoginPath(redirect), { replace: true }),
        goToVerification: (_, { email }) => navigate(`/verification?email=${encodeURIComponent(email)}`),
      },
    }),
  );
  const submitting = useSelector(login, (s) => s.matches('submitting') || s.matches('signedIn'));
  const error = useSelector(login, (s) => s.context.error);
  const fieldErrors = useSelector(login, (s) => s.context.fieldErrors);
  const form = useForm({ mode: 'uncontrolled', initialValues: { email: '', password: '' } });
  const submit = useCheckedSubmit(form, loadSchema, (_, values) => login.send({ type: 'credentials.submitted', credentials: values }));
  useServerFieldErrors(form, fieldErrors);

  return (
    <AuthCard
      title={title}
      subtitle={redirect ? 'Please sign in to continue.' : 'Welcome back. Sign in to request services and follow your orders.'}
      footer={
        <>
          New to Cargo Connects?{' '}
          <Anchor component={Link} href="/register" fw={600}>
            Create a company account
          </Anchor>
        </>
      }
    >
      <FormError message={error} />
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="email" key={form.key('email')} {...form.getInputProps('email')} />
          <PasswordInput label="Password" autoComplete="current-password" key={form.key('password')} {...form.getInputProps('password')} />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} href="/password-recovery" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" size="md" loading={submitting} fullWidth>
            Sign in
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
