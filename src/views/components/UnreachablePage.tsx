import { useI18n } from '../useI18n';
import { Logo } from './Logo';
import { Notice } from './Notice';
import shell from './Shell.module.css';

/** The server could not be asked whether the session is valid: nothing is lost, try again. */
export function UnreachablePage({ onRetry }: { onRetry: () => void }) {
  const i18n = useI18n();
  return (
    <Notice embedded={false} minHeight="100vh" id="main">
      <Logo />
      <h1 className={shell.title} style={{ fontSize: 'var(--mantine-font-size-xl)' }}>
        {i18n._('We cannot reach Cargo Connects')}
      </h1>
      <p className={`${shell.dimmed} ${shell.small}`} style={{ margin: 0 }}>
        {i18n._('Check your connection. You are still signed in; your page opens as soon as we are back.')}
      </p>
      <button type="button" className={shell.button} onClick={onRetry}>
        {i18n._('Try again')}
      </button>
    </Notice>
  );
}
