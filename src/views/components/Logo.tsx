import { Link } from 'wouter';
import { useI18n } from '../useI18n';
import shell from './Shell.module.css';
import classes from './Logo.module.css';

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--mantine-color-brand-8)" />
      <path d="M14 22h24v18H14z" fill="#fff" />
      <path d="M38 28h7l5 6v6H38z" fill="var(--mantine-color-sun-4)" />
      <circle cx="22" cy="42" r="4.5" fill="#fff" stroke="var(--mantine-color-brand-8)" strokeWidth="2.5" />
      <circle cx="43" cy="42" r="4.5" fill="#fff" stroke="var(--mantine-color-brand-8)" strokeWidth="2.5" />
    </svg>
  );
}

/**
 * spec: header.logo — the logo always links to `/`. Its name is its visible words plus a hidden
 * "home" (WCAG 2.5.3: a name that contains the visible label, so voice users can say it).
 * Plain markup: it is part of the shell every route draws before any Mantine code.
 */
export function Logo({ inverted = false, compact = false }: { inverted?: boolean; /** Phones show the mark only. */ compact?: boolean }) {
  const i18n = useI18n();
  const wordmark = [classes.wordmark, inverted ? classes.inverted : '', compact ? classes.compact : ''].filter(Boolean).join(' ');
  return (
    <Link href="/" className={classes.logo}>
      <LogoMark />
      <span className={wordmark}>
        Cargo <span className={classes.accent}>Connects</span>
      </span>
      <span className={shell.visuallyHidden}>{i18n._('home')}</span>
    </Link>
  );
}
