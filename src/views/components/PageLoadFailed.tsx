import { IconRefresh } from '@tabler/icons-react';
import { Logo } from './Logo';
import { Notice } from './Notice';
import shell from './Shell.module.css';

/**
 * A page whose code did not arrive (server unreachable, or a connection drop): the app stays, the
 * customer tries again when the connection is back. When the build changed, the chunk guard
 * reloads the tab instead (services/chunkReload.ts).
 */
export function PageLoadFailed({ onRetry, embedded }: { onRetry: () => void; embedded: boolean }) {
  return (
    <Notice embedded={embedded} minHeight={embedded ? '50vh' : '100vh'} role="alert" {...(embedded ? {} : { id: 'main' })}>
      {embedded ? null : <Logo />}
      <h1 className={shell.title} style={{ fontSize: 'var(--mantine-font-size-xl)' }} data-testid="error-message">
        This page did not load
      </h1>
      <p className={`${shell.dimmed} ${shell.small}`} style={{ margin: 0 }}>
        We could not reach Cargo Connects. Check your connection and try again; nothing you did is lost.
      </p>
      <button type="button" className={`${shell.button} ${shell.iconLeft}`} onClick={onRetry}>
        <IconRefresh size={16} aria-hidden="true" />
        Try again
      </button>
    </Notice>
  );
}
