import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSelector } from '@xstate/react';
import { useAppActor } from '../inspection';
import { Link, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { emailVerificationMachine } from '../../machines/emailVerificationMachine';
import { useAppEffects } from '../AppEffectsContext';
import { AuthCard } from '../components/AuthCard';
import { FormError } from '../components/FormError';
import { OtpField } from '../components/OtpField';
import { useNotifySignedIn } from '../SessionContext';
import type { PageProps } from '../PageProps';
import { useCheckedSubmit } from '../useCheckedSubmit';

const loadSchema = () => import('../../schemas/otpForms').then((m) => m.OtpVerifyForm);

export default function VerificationPage({ title }: PageProps) {
  const email = new URLSearchParams(useSearch()).get('email') ?? '';
  const notifySignedIn = useNotifySignedIn();
  const { showToast } = useAppEffects();
  const verification = useAppActor(
    emailVerificationMachine.provide({
      actions: {
        notifySignedIn: () => notifySignedIn(),
        toast: (_, { message }) => showToast({ message }),
        goToDashboard: () => navigate('/dashboard', { replace: true }),
      },
    }),
  );
  const busy = useSelector(verification, (s) => !s.matches('editing'));
  const error = useSelector(verification, (s) => s.context.error);
  const form = useForm({ mode: 'controlled', initialValues: { email, otp: '' } });
  const submit = useCheckedSubmit(form, loadSchema, (_, values) => verification.send({ type: 'otp.submitted', form: values }));

  return (
    <AuthCard
      title={title}
      subtitle={email ? `We sent a 6-digit code to ${email}. Enter it to activate your account.` : 'Enter your email address and the 6-digit code we sent you.'}
      footer={
        <>
          No code? Codes expire after 10 minutes.{' '}
          <Anchor component={Link} href="/login" fw={600}>
            Sign in to get a new one
          </Anchor>
        </>
      }
    >
      <FormError message={error} />
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {email ? null : <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />}
          <OtpField value={form.getValues().otp} onChange={(v) => form.setFieldValue('otp', v)} error={form.errors.otp as string | undefined} />
          {email && form.errors.email ? <FormError message={String(form.errors.email)} /> : null}
          <Button type="submit" size="md" loading={busy} fullWidth>
            Verify email
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
