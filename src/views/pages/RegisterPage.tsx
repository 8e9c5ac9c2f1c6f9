import { useSelector } from '@xstate/react';
import { useAppActor } from '../inspection';
import { Link } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { registerMachine } from '../../machines/registerMachine';
import type { CommercialReference } from '../../schemas/commercialReference';
import { PASSWORD_RULE } from '../../schemas/fieldRules';
import { useAppEffects } from '../AppEffectsContext';
import { AuthCard } from '../components/AuthCard';
import { CommercialReferenceRows } from '../components/CommercialReferenceRows';
import { FormError } from '../components/FormError';
import { SubmitButton } from '../components/SubmitButton';
import { DigitsField, PasswordField, TextField } from '../components/TextField';
import { useServerFieldErrors, useCheckedSubmit, usePlainForm } from '../formBinding';
import type { PageProps } from '../PageProps';
import shell from '../components/Shell.module.css';
import css from '../components/PlainForm.module.css';
import { PageForm } from '../components/PageForm';
import { useI18n, useMessage } from '../useI18n';

const loadSchema = () => import('../../schemas/registrationForm').then((m) => m.RegistrationForm);

export default function RegisterPage({ title }: PageProps) {
  const i18n = useI18n();
  const translate = useMessage();
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
  const form = usePlainForm({ companyName: '', contactName: '', contactNumber: '', email: '', password: '', confirmPassword: '', commercialReference: [] as CommercialReference[] });
  useServerFieldErrors(form, fieldErrors);

  const submit = useCheckedSubmit(form, loadSchema, (value) => register.send({ type: 'registration.submitted', form: value }));

  return (
    <AuthCard
      title={title}
      subtitle={i18n._('Free for shippers. Once our team verifies your company you can request services.')}
      footer={
        <>
          {i18n._('Already have an account?')}{' '}
          <Link href="/login" className={`${shell.link} ${css.strong}`}>
            {i18n._('Sign in')}
          </Link>
        </>
      }
    >
      <FormError message={error} />
      <PageForm onSubmit={submit}>
        <div className={shell.stack}>
          <TextField label={i18n._('Company name')} autoComplete="organization" {...form.field('companyName')} />
          <div className={css.grid}>
            <TextField label={i18n._('Contact name')} autoComplete="name" {...form.field('contactName')} />
            <DigitsField label={i18n._('Contact number')} description={i18n._('10 digits')} {...form.field('contactNumber')} />
          </div>
          <TextField label={i18n._('Email')} type="email" autoComplete="email" {...form.field('email')} />
          <div className={css.grid}>
            <PasswordField label={i18n._('Password')} autoComplete="new-password" description={translate(PASSWORD_RULE)} {...form.field('password')} />
            <PasswordField label={i18n._('Confirm password')} autoComplete="new-password" {...form.field('confirmPassword')} />
          </div>
          <hr className={css.divider} />
          <CommercialReferenceRows form={form} />
          <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
            <SubmitButton loading={submitting}>{i18n._('Create account')}</SubmitButton>
          </div>
        </div>
      </PageForm>
    </AuthCard>
  );
}
