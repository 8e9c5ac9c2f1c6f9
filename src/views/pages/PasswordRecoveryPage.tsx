import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { AuthCard } from '../components/AuthCard';
import { FormError } from '../components/FormError';
import { SubmitButton } from '../components/SubmitButton';
import { TextField } from '../components/TextField';
import { usePasswordRecovery } from '../PasswordRecoveryContext';
import type { PageProps } from '../PageProps';
import { useCheckedSubmit, usePlainForm } from '../formBinding';
import shell from '../components/Shell.module.css';
import css from '../components/PlainForm.module.css';
import { PageForm } from '../components/PageForm';
import { useI18n } from '../useI18n';

const loadSchema = () => import('../../schemas/otpForms').then((m) => m.OtpRequestForm);

export default function PasswordRecoveryPage({ title }: PageProps) {
  const i18n = useI18n();
  const recovery = usePasswordRecovery();
  const sending = useSelector(recovery, (s) => s.matches('sendingOtp'));
  const error = useSelector(recovery, (s) => (s.matches('enteringEmail') ? s.context.error : null));
  const email = useSelector(recovery, (s) => s.context.email);
  const form = usePlainForm({ email });
  const submit = useCheckedSubmit(form, loadSchema, (_, values) => recovery.send({ type: 'email.submitted', email: values.email }));

  return (
    <AuthCard
      title={title}
      subtitle={i18n._('Enter the email address of your account. We will send you a 6-digit code to reset your password.')}
      footer={
        <>
          {i18n._('Remembered it?')}{' '}
          <Link href="/login" className={`${shell.link} ${css.strong}`}>
            {i18n._('Back to sign in')}
          </Link>
        </>
      }
    >
      <FormError message={error} />
      <PageForm onSubmit={submit}>
        <div className={shell.stack}>
          <TextField label={i18n._('Email')} type="email" autoComplete="email" {...form.field('email')} />
          <SubmitButton loading={sending}>{i18n._('Send code')}</SubmitButton>
        </div>
      </PageForm>
    </AuthCard>
  );
}
