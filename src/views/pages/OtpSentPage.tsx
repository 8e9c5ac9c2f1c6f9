import { useSelector } from '@xstate/react';
import { Redirect } from 'wouter';
import { recoveryPage } from '../../machines/passwordRecoveryMachine';
import { AuthCard } from '../components/AuthCard';
import { FormError } from '../components/FormError';
import { OtpField } from '../components/OtpField';
import { SubmitButton } from '../components/SubmitButton';
import { usePasswordRecovery } from '../PasswordRecoveryContext';
import type { PageProps } from '../PageProps';
import { useCheckedSubmit, usePlainForm } from '../formBinding';
import shell from '../components/Shell.module.css';
import css from '../components/PlainForm.module.css';
import { PageForm } from '../components/PageForm';
import { useI18n } from '../useI18n';

const loadSchema = () => import('../../schemas/otpForms').then((m) => m.OtpVerifyForm);

export default function OtpSentPage({ title }: PageProps) {
  const i18n = useI18n();
  const recovery = usePasswordRecovery();
  const page = useSelector(recovery, (s) => recoveryPage(s.value));
  const verifying = useSelector(recovery, (s) => s.matches('verifyingOtp'));
  const resending = useSelector(recovery, (s) => s.matches('sendingOtp'));
  const email = useSelector(recovery, (s) => s.context.email);
  const error = useSelector(recovery, (s) => (s.matches('enteringOtp') ? s.context.error : null));
  const form = usePlainForm({ otp: '' });
  const submit = useCheckedSubmit(form, loadSchema, (_, { otp }) => recovery.send({ type: 'otp.submitted', otp }), ({ otp }) => ({ email, otp }));

  // Opened out of turn (say, a reload): the recovery starts where it really is.
  if (page !== '/otp-sent' && !resending) return <Redirect to={page} replace />;

  return (
    <AuthCard title={title} subtitle={i18n._('We sent a 6-digit code to {email}. It expires in 10 minutes.', { email })}>
      <FormError message={error} />
      <PageForm onSubmit={submit}>
        <div className={shell.stack}>
          <OtpField value={form.values.otp} onChange={(v) => form.setFieldValue('otp', v)} error={form.errors.otp} />
          <SubmitButton loading={verifying}>{i18n._('Verify code')}</SubmitButton>
          <div className={css.between}>
            <button type="button" className={`${shell.link} ${css.textButton}`} onClick={() => recovery.send({ type: 'otp.resendRequested' })} disabled={resending}>
              {i18n._('Send a new code')}
            </button>
            <button type="button" className={`${shell.link} ${css.textButton}`} onClick={() => recovery.send({ type: 'recovery.restarted' })}>
              {i18n._('Use another email')}
            </button>
          </div>
        </div>
      </PageForm>
    </AuthCard>
  );
}
