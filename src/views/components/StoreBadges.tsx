import { useI18n } from '../useI18n';
import shell from './Shell.module.css';
import classes from './StoreBadges.module.css';

// Drawn inline (no image requests); the store URLs come from the validated app config. The
// visible words are the links' names (no aria-label that could drift from them).
export function StoreBadges({ appStoreUrl, playStoreUrl }: { appStoreUrl: string; playStoreUrl: string }) {
  const i18n = useI18n();
  return (
    <div className={shell.group} style={{ gap: 'var(--mantine-spacing-sm)' }}>
      <a className={classes.badge} href={appStoreUrl} target="_blank" rel="noopener noreferrer">
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.2 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.6-1-2.6-3.9zM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z" />
        </svg>
        <span>
          <small>{i18n._('Download on the')}</small>{' '}
          <strong>App Store</strong>
        </span>
      </a>
      <a className={classes.badge} href={playStoreUrl} target="_blank" rel="noopener noreferrer">
        <svg width="20" height="22" viewBox="0 0 22 24" aria-hidden="true">
          <path d="M1 1.5 12.6 12 1 22.5c-.4-.2-.6-.7-.6-1.2V2.7c0-.5.2-1 .6-1.2z" fill="#34a853" />
          <path d="m16.4 8.3-3.8 3.7L1 1.5c.2-.1.6-.1.9.1z" fill="#fbbc04" />
          <path d="M16.4 15.7 1.9 22.4c-.3.2-.7.2-.9.1L12.6 12z" fill="#ea4335" />
          <path d="m16.4 8.3 4 2.3c.9.5.9 2.3 0 2.8l-4 2.3-3.8-3.7z" fill="#4285f4" />
        </svg>
        <span>
          <small>{i18n._('Get it on')}</small>{' '}
          <strong>Google Play</strong>
        </span>
      </a>
    </div>
  );
}
