import { Anchor, Button, Divider, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSelector } from '@xstate/react';
import { useAppActor } from '../inspection';
import { Link } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { registerMachine } from '../../machines/registerMachine';
import type { CommercialReference } from '../../schemas/commercialReference';
import { PASSWORD_RULE } from '../../schemas/fieldRules';
import { useAppEffects } from '../AppEffectsContext';
import { AuthCard } from '../components/AuthCard';
import { CommercialReferencesFields } from '../components/CommercialReferencesFields';
import { DigitsInput } from '../components/DigitsInput';
import { FormError } from '../components/FormError';
import { useServerFieldErrors } from '../useServerFieldErrors';
import type { PageProps } from '../PageProps';
import { useCheckedSubmit } from '../useCheckedSubmit';

const loadSchema = () => import('../../schemas/registrationForm').then((m) => m.RegistrationForm);

export default function RegisterPage({ title }: PageProps) {
  const { showToast } = useAppEffects();
  const register = useAppActor(
    registerMachine.provide({
      actions: {
        toast: (_, { message }) => showToast({ message }),
        goToVerification: (_, { email }) => navigate(`/verification?email=${encodeURIComponent(email)}`),
      },
    }),
  );
  const submitting = useSelector(register, (s) => !s.matches('editing'));
  const error = useSelector(register, (s) => s.context.error);
  const fieldErrors = useSelector(register, (s) => s.context.fieldErrors);
  const form = useForm({
    mode: 'controlled',
    initialValues: { companyName: '', contactName: '', contactNumber: '', email: '', password: '', confirmPassword: '', commercialReference: [] as CommercialReference[] },
  });
  useServerFieldErrors(form, fieldErrors);

  const submit = useCheckedSubmit(form, loadSchema, (value) => register.send({ type: 'registration.submitted', form: value }));

  return (
    <AuthCard
      title={title}
      subtitle="Free for shippers. Once our team verifies your company you can request services."
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} href="/login" fw={600}>
            Sign in
          </Anchor>
        </>
      }
    >
      <FormError message={error} />
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput label="Company name" autoComplete="organization" {...form.getInputProps('companyName')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Contact name" autoComplete="name" {...form.getInputProps('contactName')} />
            <DigitsInput label="Contact number" description="10 digits" {...form.getInputProps('contactNumber')} />
          </SimpleGrid>
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PasswordInput label="Password" autoComplete="new-password" description={PASSWORD_RULE} {...form.getInputProps('password')} />
            <PasswordInput label="Confirm password" autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
          </SimpleGrid>
          <Divider my="xs" />
          <CommercialReferencesFields form={form} />
          <Button type="submit" size="md" loading={submitting} fullWidth mt="sm">
            Create account
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
