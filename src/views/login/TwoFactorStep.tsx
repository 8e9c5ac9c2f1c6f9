import { useEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { loginMachine } from '../../machines/loginMachine';
import { AuthCard } from '../components/AuthCard';
import { FormError } from '../components/FormError';
import { PageForm } from '../components/PageForm';
import { SubmitButton } from '../components/SubmitButton';
import { TextField } from '../components/TextField';
import { useI18n } from '../useI18n';
import shell from '../components/Shell.module.css';
import css from '../components/PlainForm.module.css';

/**
 * The sign-in's second step: the 6-digit code from the authenticator app, or a recovery
 * code, and "Trust this device for 30 days". Loaded only when the login machine reaches the step
 * (LoginPage's lazy import): the sign-in's first load does not carry it.
 */
export default function TwoFactorStep({ login }: { login: ActorRefFrom<typeof loginMachine> }) {
  const i18n = useI18n();
  const recovery = useSelector(login, (s) => s.context.recovery);
  const checking = useSelector(login, (s) => s.matches({ secondStep: 'checkingCode' }) || s.matches('signedIn'));
  const error = useSelector(login, (s) => s.context.error);
  const fieldErrors = useSelector(login, (s) => s.context.fieldErrors);
  const [code, setCode] = useState('');
  const [trust, setTrust] = useState(false);
  const fields = useRef<HTMLDivElement>(null);
  // The step opens (and switches) with the cursor in its code field.
  useEffect(() => fields.current?.querySelector('input')?.focus(), [recovery]);

  const toggle = () => {
    setCode('');
    login.send({ type: 'recovery.toggled' });
  };
  return (
    <AuthCard
      title={i18n._('Two-factor sign-in')}
      subtitle={
        recovery
          ? i18n._('Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each code works once.')
          : i18n._('Enter the 6-digit code from your authenticator app.')
      }
    >
      <FormError message={error} />
      <PageForm
        onSubmit={(event) => {
          event.preventDefault();
          login.send({ type: 'code.submitted', code, trustDevice: trust });
        }}
      >
        <div className={shell.stack}>
          <div ref={fields}>
            {recovery ? (
              <TextField key="recovery" label={i18n._('Recovery code')} name="recoveryCode" autoComplete="off" value={code} onChange={setCode} error={fieldErrors.recoveryCode ?? fieldErrors.code} />
            ) : (
              <TextField
                key="code"
                label={i18n._('Authentication code')}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                // Digits only, six: what the apps show (pasted "123 456" too).
                onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))}
                error={fieldErrors.code}
              />
            )}
          </div>
          <label className={`${shell.group} ${shell.small}`} style={{ gap: 8, flexWrap: 'nowrap', cursor: 'pointer' }}>
            <input type="checkbox" checked={trust} onChange={(e) => setTrust(e.currentTarget.checked)} style={{ width: 18, height: 18, margin: 0, flex: 'none' }} />
            {i18n._('Trust this device for 30 days')}
          </label>
          <SubmitButton loading={checking}>{i18n._('Verify')}</SubmitButton>
          <div className={css.between}>
            <button type="button" className={`${css.textButton} ${shell.link}`} onClick={toggle}>
              {recovery ? i18n._('Use the code from your app') : i18n._('Use a recovery code')}
            </button>
            <button type="button" className={`${css.textButton} ${shell.link}`} onClick={() => login.send({ type: 'password.back' })}>
              {i18n._('Back to email and password')}
            </button>
          </div>
        </div>
      </PageForm>
    </AuthCard>
  );
}
