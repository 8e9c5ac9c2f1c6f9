import { useSelector } from '@xstate/react';
import { useAppActor } from '../inspection';
import { Link, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { emailVerificationMachine } from '../../machines/emailVerificationMachine';
import { useAppEffects } from '../AppEffectsContext';
import { AuthCard } from '../components/AuthCard';
import { FormError } from '../components/FormError';
import { OtpField } from '../components/OtpField';
import { SubmitButton } from '../components/SubmitButton';
import { TextField } from '../components/TextField';
import { useNotifySignedIn } from '../SessionContext';
import type { PageProps } from '../PageProps';
import { useCheckedSubmit, usePlainForm } from '../formBinding';
import shell from '../components/Shell.module.css';
import css from '../components/PlainForm.module.css';
import { PageForm } from '../components/PageForm';
import { useI18n } from '../useI18n';

const loadSchema = () => import('../../schemas/otpForms').then((m) => m.OtpVerifyForm);

export default function VerificationPage({ title }: PageProps) {
  const i18n = useI18n();
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
  const form = usePlainForm({ email, otp: '' });
  const submit = useCheckedSubmit(form, loadSchema, (_, values) => verification.send({ type: 'otp.submitted', form: values }));

  return (
    <AuthCard
      title={title}
      subtitle={email ? i18n._('We sent a 6-digit code to {email}. Enter it to activate your account.', { email }) : i18n._('Enter your email address and the 6-digit code we sent you.')}
      footer={
        <>
          {i18n._('No code? Codes expire after 10 minutes.')}{' '}
          <Link href="/login" className={`${shell.link} ${css.strong}`}>
            {i18n._('Sign in to get a new one')}
          </Link>
        </>
      }
    >
      <FormError message={error} />
      <PageForm onSubmit={submit}>
        <div className={shell.stack}>
          {email ? null : <TextField label={i18n._('Email')} type="email" autoComplete="email" {...form.field('email')} />}
          <OtpField value={form.values.otp} onChange={(v) => form.setFieldValue('otp', v)} error={form.errors.otp} />
          {email && form.errors.email ? <FormError message={form.errors.email} /> : null}
          <SubmitButton loading={busy}>{i18n._('Verify email')}</SubmitButton>
        </div>
      </PageForm>
    </AuthCard>
  );
}
