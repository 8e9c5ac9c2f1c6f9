import { Logo } from './Logo';
import { Notice } from './Notice';
import shell from './Shell.module.css';

/** The server could not be asked whether the session is valid: nothing is lost, try again. */
export function UnreachablePage({ onRetry }: { onRetry: () => void }) {
  return (
    <Notice embedded={false} minHeight="100vh" id="main">
      <Logo />
      <h1 className={shell.title} style={{ fontSize: 'var(--mantine-font-size-xl)' }}>
        We cannot reach Cargo Connects
      </h1>
      <p className={`${shell.dimmed} ${shell.small}`} style={{ margin: 0 }}>
        Check your connection. You are still signed in; your page opens as soon as we are back.
      </p>
      <button type="button" className={shell.button} onClick={onRetry}>
        Try again
      </button>
    </Notice>
  );
}
