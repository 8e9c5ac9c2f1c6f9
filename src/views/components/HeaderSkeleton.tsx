import { Logo } from './Logo';
import classes from './AppHeader.module.css';
import shell from './Shell.module.css';

/** The header's place while the session is checked: the logo and grey shapes, the same height. Plain markup (drawn before Mantine loads). */
export function HeaderSkeleton() {
  return (
    <header className={classes.header} aria-busy="true" data-testid="header-skeleton">
      <div className={shell.container} style={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'nowrap', gap: 'var(--mantine-spacing-md)' }}>
        <Logo />
        <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--mantine-spacing-sm)' }} aria-hidden="true">
          <div className={`${shell.skeleton} ${classes.wideOnly}`} style={{ height: 14, width: 72 }} />
          <div className={`${shell.skeleton} ${shell.circle}`} style={{ height: 36, width: 36 }} />
          <div className={`${shell.skeleton} ${shell.circle}`} style={{ height: 36, width: 36 }} />
        </div>
      </div>
    </header>
  );
}
