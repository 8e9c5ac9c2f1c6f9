import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { AuthCard } from '../components/AuthCard';
import { FormError } from '../components/FormError';
import { usePasswordRecovery } from '../PasswordRecoveryContext';
import type { PageProps } from '../PageProps';
import { useCheckedSubmit } from '../useCheckedSubmit';

const loadSchema = () => import('../../schemas/otpForms').then((m) => m.OtpRequestForm);

export default function PasswordRecoveryPage({ title }: PageProps) {
  const recovery = usePasswordRecovery();
  const sending = useSelector(recovery, (s) => s.matches('sendingOtp'));
  const error = useSelector(recovery, (s) => (s.matches('enteringEmail') ? s.context.error : null));
  const email = useSelector(recovery, (s) => s.context.email);
  const form = useForm({ mode: 'uncontrolled', initialValues: { email } });
  const submit = useCheckedSubmit(form, loadSchema, (_, values) => recovery.send({ type: 'email.submitted', email: values.email }));

  return (
    <AuthCard
      title={title}
      subtitle="Enter the email address of your account. We will send you a 6-digit code to reset your password."
      footer={
        <>
          Remembered it?{' '}
          <Anchor component={Link} href="/login" fw={600}>
            Back to sign in
          </Anchor>
        </>
      }
    >
      <FormError message={error} />
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="email" key={form.key('email')} {...form.getInputProps('email')} />
          <Button type="submit" size="md" loading={sending} fullWidth>
            Send code
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
