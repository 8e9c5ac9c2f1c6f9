import type { ReactNode } from 'react';
import shell from './Shell.module.css';
import css from './PlainForm.module.css';

/** The frame of the sign-in and account pages: one focused card on the landing layout (plain markup). */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className={css.frame}>
      <div className={`${shell.card} ${css.frameCard}`}>
        <div className={css.frameHead}>
          <h1 className={`${shell.title} ${css.frameTitle}`}>{title}</h1>
          {subtitle ? <p className={`${shell.dimmed} ${shell.small}`} style={{ margin: 0 }}>{subtitle}</p> : null}
        </div>
        {children}
        {footer ? <p className={`${shell.dimmed} ${shell.small} ${css.frameFoot}`}>{footer}</p> : null}
      </div>
    </div>
  );
}
