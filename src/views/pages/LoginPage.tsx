import { lazy, Suspense } from 'react';
import { useSelector } from '@xstate/react';
import { useAppActor } from '../inspection';
import { Link, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { loginMachine } from '../../machines/loginMachine';
import { afterLoginPath } from '../../machines/routeGuard';
import { CommonMessages as Messages } from '../../schemas/commonMessages';
import { useAppEffects } from '../AppEffectsContext';
import { AuthCard } from '../components/AuthCard';
import { FormError } from '../components/FormError';
import { SubmitButton } from '../components/SubmitButton';
import { PasswordField, TextField } from '../components/TextField';
import { useNotifySignedIn } from '../SessionContext';
import { useServerFieldErrors, useCheckedSubmit, usePlainForm } from '../formBinding';
import type { PageProps } from '../PageProps';
import shell from '../components/Shell.module.css';
import css from '../components/PlainForm.module.css';
import { PageForm } from '../components/PageForm';
import { useHydrated } from '../useHydrated';
import { useI18n } from '../useI18n';

const loadSchema = () => import('../../schemas/loginForm').then((m) => m.LoginForm);
// The two-factor step loads when a sign-in reaches it: the first load of /login does not carry it.
const TwoFactorStep = lazy(() => import('../login/TwoFactorStep'));

export default function LoginPage({ title }: PageProps) {
  const i18n = useI18n();
  const search = new URLSearchParams(useSearch());
  const redirect = search.get('redirect');
  const notifySignedIn = useNotifySignedIn();
  const { showToast } = useAppEffects();
  const login = useAppActor(
    loginMachine.provide({
      actions: {
        notifySignedIn: () => notifySignedIn(),
        toastLoggedIn: () => showToast({ message: Messages.loggedIn }),
        goToRedirect: () => navigate(afterLoginPath(redirect), { replace: true }),
        goToVerification: (_, { email }) => navigate(`/verification?email=${encodeURIComponent(email)}`),
      },
    }),
  );
  const submitting = useSelector(login, (s) => s.matches('submitting') || s.matches('signedIn'));
  const secondStep = useSelector(login, (s) => s.matches('secondStep') || (s.matches('signedIn') && s.context.challenge !== null));
  const error = useSelector(login, (s) => s.context.error);
  const fieldErrors = useSelector(login, (s) => s.context.fieldErrors);
  const form = usePlainForm({ email: '', password: '' });
  // The build-time page has no ?redirect: its words come once hydrated (useHydrated).
  const hydrated = useHydrated();
  const submit = useCheckedSubmit(form, loadSchema, (_, values) => login.send({ type: 'credentials.submitted', credentials: values }));
  useServerFieldErrors(form, fieldErrors);

  if (secondStep)
    return (
      <Suspense fallback={<AuthCard title={title}>{null}</AuthCard>}>
        <TwoFactorStep login={login} />
      </Suspense>
    );
  return (
    <AuthCard
      title={title}
      subtitle={
        !redirect || !hydrated
          ? i18n._('Welcome back. Sign in to request services and follow your orders.')
          : // Book this from an instant quote: the quote is kept in this browser through registration.
            redirect.startsWith('/additional-details?quote=')
            ? i18n._('Sign in to book your instant quote. New here? Create an account: this browser keeps your quote until your company is verified.')
            : i18n._('Please sign in to continue.')
      }
      footer={
        <>
          {i18n._('New to Cargo Connects?')}{' '}
          <Link href="/register" className={`${shell.link} ${css.strong}`}>
            {i18n._('Create a company account')}
          </Link>
        </>
      }
    >
      <FormError message={error} />
      <PageForm onSubmit={submit}>
        <div className={shell.stack}>
          <TextField label={i18n._('Email')} type="email" autoComplete="email" {...form.field('email')} />
          <PasswordField label={i18n._('Password')} autoComplete="current-password" {...form.field('password')} />
          <div className={css.end} style={{ marginTop: -8 }}>
            <Link href="/password-recovery" className={`${shell.link} ${shell.small}`}>
              {i18n._('Forgot password?')}
            </Link>
          </div>
          <SubmitButton loading={submitting}>{i18n._('Sign in')}</SubmitButton>
        </div>
      </PageForm>
    </AuthCard>
  );
}
