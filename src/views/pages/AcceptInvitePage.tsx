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

const loadSchema = () => import('../../schemas/createPasswordForm').then((m) => m.CreatePasswordForm);

/** Issue 18.7: the page an invitation email links to; the invitee chooses their own password. */
export default function AcceptInvitePage({ title }: PageProps) {
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
      <AuthCard title="This invitation link does not work" subtitle={error ?? undefined}>
        <div className={shell.stack} style={{ gap: 'var(--mantine-spacing-sm)' }} data-testid="invitation-invalid">
          <Link href="/login" className={`${shell.button} ${css.light} ${css.fullWidth}`}>
            Go to sign in
          </Link>
          <p className={`${shell.dimmed} ${shell.small}`} style={{ margin: 0, textAlign: 'center' }}>
            Already set your password? Sign in with it, or use{' '}
            <Link href="/password-recovery" className={shell.link} style={{ textDecoration: 'underline' }}>
              Forgot password
            </Link>
            .
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
          Try again
        </button>
      </AuthCard>
    );
  }
  if (invitation === null) {
    return (
      <AuthCard title={title}>
        <div className={css.centered}>
          <span role="status" aria-label="Checking your invitation" className={`${css.spinner} ${css.brandSpinner}`} />
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={title} subtitle={`${invitation.companyName} invited you, ${invitation.contactName}. Choose the password you will sign in with.`}>
      <FormError message={error} />
      <PageForm onSubmit={submit}>
        <div className={shell.stack}>
          <p className={shell.small} style={{ margin: 0 }}>
            You will sign in as <strong>{invitation.email}</strong>.
          </p>
          <PasswordField label="Password" autoComplete="new-password" description={PASSWORD_RULE} {...form.field('password')} />
          <PasswordField label="Confirm password" autoComplete="new-password" {...form.field('confirmPassword')} />
          <SubmitButton loading={state === 'accepting' || state === 'accepted'}>Set password</SubmitButton>
        </div>
      </PageForm>
    </AuthCard>
  );
}

