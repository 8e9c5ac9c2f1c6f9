import { Link } from 'wouter';
import { useI18n, useMessage } from '../useI18n';
import { Logo } from './Logo';
import { Notice } from './Notice';
import shell from './Shell.module.css';

export interface ErrorPageProps {
  readonly status: number;
  /** spec §8: the error page's default message is 'Error'. */
  readonly message?: string;
  /** Inside a layout (a page that found nothing): no full-screen backdrop of its own. */
  readonly embedded?: boolean;
}

/** spec: route.unknown-404, err.unknown-middleware */
export function ErrorPage({ status, message = 'Error', embedded = false }: ErrorPageProps) {
  const i18n = useI18n();
  const translate = useMessage();
  return (
    // Alone on the screen it is the page's main landmark (and the skip link's #main target).
    <Notice embedded={embedded} minHeight={embedded ? '60vh' : '100vh'} {...(embedded ? {} : { id: 'main', tabIndex: -1 })}>
      <Logo />
      <p style={{ margin: 0, fontSize: 64, fontWeight: 800, lineHeight: 1, color: 'var(--mantine-color-brand-8)' }} aria-hidden="true">
        {status}
      </p>
      <h1 className={shell.title} style={{ fontSize: 'var(--mantine-font-size-xl)' }} data-testid="error-message">
        {message === 'Error' ? i18n._('Error') : translate(message)}
      </h1>
      <p className={`${shell.dimmed} ${shell.small}`} style={{ margin: 0 }}>
        {status === 404 ? i18n._('The address may be mistyped, or the page may have moved.') : i18n._('Something went wrong while showing this page.')}
      </p>
      <Link href="/" className={shell.button}>
        {i18n._('Back to the home page')}
      </Link>
    </Notice>
  );
}
