import { IconRefresh } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { acceptInviteMachine } from '../../machines/acceptInviteMachine';
import { PASSWORD_RULE } from '../../schemas/fieldRules';
import { useAppEffects } from '../AppEffectsContext';
import { AuthCard } from '../components/AuthCard';
import { FormError } from '../components/FormError';
import { SubmitButton } from '../components/SubmitButton';
import { PasswordField } from '../components/TextField';
import { useAppActor } from '../inspection';
import type { PageProps } from '../PageProps';
import { useServerFieldErrors, useCheckedSubmit, usePlainForm } from '../formBinding';
import shell from '../components/Shell.module.css';
import css from '../components/PlainForm.module.css';
import { PageForm } from '../components/PageForm';
import { RichText } from '../components/RichText';
import { useI18n, useMessage } from '../useI18n';

const loadSchema = () => import('../../schemas/createPasswordForm').then((m) => m.CreatePasswordForm);

/** Issue 18.7: the page an invitation email links to; the invitee chooses their own password. */
export default function AcceptInvitePage({ title }: PageProps) {
  const i18n = useI18n();
  const translate = useMessage();
  const { showToast } = useAppEffects();
  // The link's token, read once: the machine owns it from here.
  const search = useSearch();
  const [token] = useState(() => new URLSearchParams(search).get('token'));
  const actor = useAppActor(
    acceptInviteMachine.provide({ actions: { toast: (_, { message }) => showToast({ message }), goToLogin: () => navigate('/login') } }),
    { input: { token } },
  );
  const state = useSelector(actor, (s) => s.value);
  const invitation = useSelector(actor, (s) => s.context.invitation);
  const error = useSelector(actor, (s) => s.context.error);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const form = usePlainForm({ password: '', confirmPassword: '' });
  const submit = useCheckedSubmit(form, loadSchema, (_, values) => actor.send({ type: 'password.submitted', form: values }));
  useServerFieldErrors(form, fieldErrors);

  if (state === 'invalid') {
    return (
      <AuthCard title={i18n._('This invitation link does not work')} subtitle={error ?? undefined}>
        <div className={shell.stack} style={{ gap: 'var(--mantine-spacing-sm)' }} data-testid="invitation-invalid">
          <Link href="/login" className={`${shell.button} ${css.light} ${css.fullWidth}`}>
            {i18n._('Go to sign in')}
          </Link>
          <p className={`${shell.dimmed} ${shell.small}`} style={{ margin: 0, textAlign: 'center' }}>
            <RichText
              text={i18n._('Already set your password? Sign in with it, or use <0>Forgot password</0>.')}
              components={[<Link key="recovery" href="/password-recovery" className={shell.link} style={{ textDecoration: 'underline' }} />]}
            />
          </p>
        </div>
      </AuthCard>
    );
  }
  if (state === 'checkFailed') {
    return (
      <AuthCard title={title}>
        <FormError message={error} />
        <button type="button" className={`${shell.button} ${shell.iconLeft} ${css.light} ${css.fullWidth}`} onClick={() => actor.send({ type: 'retry' })}>
          <IconRefresh size={16} aria-hidden="true" />
          {i18n._('Try again')}
        </button>
      </AuthCard>
    );
  }
  if (invitation === null) {
    return (
      <AuthCard title={title}>
        <div className={css.centered}>
          <span role="status" aria-label={i18n._('Checking your invitation')} className={`${css.spinner} ${css.brandSpinner}`} />
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={title} subtitle={i18n._('{companyName} invited you, {contactName}. Choose the password you will sign in with.', { companyName: invitation.companyName, contactName: invitation.contactName })}>
      <FormError message={error} />
      <PageForm onSubmit={submit}>
        <div className={shell.stack}>
          <p className={shell.small} style={{ margin: 0 }}>
            <RichText text={i18n._('You will sign in as <0>{email}</0>.', { email: invitation.email })} components={[<strong key="email" />]} />
          </p>
          <PasswordField label={i18n._('Password')} autoComplete="new-password" description={translate(PASSWORD_RULE)} {...form.field('password')} />
          <PasswordField label={i18n._('Confirm password')} autoComplete="new-password" {...form.field('confirmPassword')} />
          <SubmitButton loading={state === 'accepting' || state === 'accepted'}>{i18n._('Set password')}</SubmitButton>
        </div>
      </PageForm>
    </AuthCard>
  );
}

