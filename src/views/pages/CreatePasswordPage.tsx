import { useSelector } from '@xstate/react';
import { Redirect } from 'wouter';
import { recoveryPage } from '../../machines/passwordRecoveryMachine';
import { PASSWORD_RULE } from '../../schemas/fieldRules';
import { AuthCard } from '../components/AuthCard';
import { FormError } from '../components/FormError';
import { SubmitButton } from '../components/SubmitButton';
import { PasswordField } from '../components/TextField';
import { usePasswordRecovery } from '../PasswordRecoveryContext';
import type { PageProps } from '../PageProps';
import { useCheckedSubmit, usePlainForm } from '../formBinding';
import shell from '../components/Shell.module.css';
import { PageForm } from '../components/PageForm';
import { useI18n, useMessage } from '../useI18n';

const loadSchema = () => import('../../schemas/createPasswordForm').then((m) => m.CreatePasswordForm);

export default function CreatePasswordPage({ title }: PageProps) {
  const i18n = useI18n();
  const translate = useMessage();
  const recovery = usePasswordRecovery();
  const page = useSelector(recovery, (s) => recoveryPage(s.value));
  const saving = useSelector(recovery, (s) => s.matches('savingPassword'));
  const done = useSelector(recovery, (s) => s.matches('done'));
  const error = useSelector(recovery, (s) => (s.matches('creatingPassword') ? s.context.error : null));
  const form = usePlainForm({ password: '', confirmPassword: '' });
  const submit = useCheckedSubmit(form, loadSchema, (_, values) => recovery.send({ type: 'password.submitted', form: values }));

  if (page !== '/create-password' && !done) return <Redirect to={page} replace />;

  return (
    <AuthCard title={title} subtitle={i18n._('Use at least 8 characters. You will sign in with it from now on.')}>
      <FormError message={error} />
      <PageForm onSubmit={submit}>
        <div className={shell.stack}>
          <PasswordField label={i18n._('Password')} autoComplete="new-password" description={translate(PASSWORD_RULE)} {...form.field('password')} />
          <PasswordField label={i18n._('Confirm password')} autoComplete="new-password" {...form.field('confirmPassword')} />
          <SubmitButton loading={saving}>{i18n._('Save password')}</SubmitButton>
        </div>
      </PageForm>
    </AuthCard>
  );
}
