import { IconRefresh } from '@tabler/icons-react';
import { useI18n } from '../useI18n';
import { Logo } from './Logo';
import { Notice } from './Notice';
import shell from './Shell.module.css';

/**
 * A page whose code did not arrive (server unreachable, or a connection drop): the app stays, the
 * customer tries again when the connection is back. When the build changed, the chunk guard
 * reloads the tab instead (services/chunkReload.ts).
 */
export function PageLoadFailed({ onRetry, embedded }: { onRetry: () => void; embedded: boolean }) {
  const i18n = useI18n();
  return (
    <Notice embedded={embedded} minHeight={embedded ? '50vh' : '100vh'} role="alert" {...(embedded ? {} : { id: 'main' })}>
      {embedded ? null : <Logo />}
      <h1 className={shell.title} style={{ fontSize: 'var(--mantine-font-size-xl)' }} data-testid="error-message">
        {i18n._('This page did not load')}
      </h1>
      <p className={`${shell.dimmed} ${shell.small}`} style={{ margin: 0 }}>
        {i18n._('We could not reach Cargo Connects. Check your connection and try again; nothing you did is lost.')}
      </p>
      <button type="button" className={`${shell.button} ${shell.iconLeft}`} onClick={onRetry}>
        <IconRefresh size={16} aria-hidden="true" />
        {i18n._('Try again')}
      </button>
    </Notice>
  );
}
