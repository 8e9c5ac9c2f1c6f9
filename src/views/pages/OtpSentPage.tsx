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

const loadSchema = () => import('../../schemas/otpForms').then((m) => m.OtpVerifyForm);

export default function OtpSentPage({ title }: PageProps) {
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
    <AuthCard title={title} subtitle={`We sent a 6-digit code to ${email}. It expires in 10 minutes.`}>
      <FormError message={error} />
      <PageForm onSubmit={submit}>
        <div className={shell.stack}>
          <OtpField value={form.values.otp} onChange={(v) => form.setFieldValue('otp', v)} error={form.errors.otp} />
          <SubmitButton loading={verifying}>Verify code</SubmitButton>
          <div className={css.between}>
            <button type="button" className={`${shell.link} ${css.textButton}`} onClick={() => recovery.send({ type: 'otp.resendRequested' })} disabled={resending}>
              Send a new code
            </button>
            <button type="button" className={`${shell.link} ${css.textButton}`} onClick={() => recovery.send({ type: 'recovery.restarted' })}>
              Use another email
            </button>
          </div>
        </div>
      </PageForm>
    </AuthCard>
  );
}
