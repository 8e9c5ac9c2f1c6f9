import type { ReactNode } from 'react';
import { useMessage } from '../useI18n';
import shell from './Shell.module.css';
import css from './PlainForm.module.css';

/**
 * The frame of the sign-in and account pages: one focused card on the landing layout (plain markup).
 * The title may be the route table's (English, as the page gets it) or the API's: shown in the page's language.
 */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  const translate = useMessage();
  return (
    <div className={css.frame}>
      <div className={`${shell.card} ${css.frameCard}`}>
        <div className={css.frameHead}>
          <h1 className={`${shell.title} ${css.frameTitle}`}>{translate(title)}</h1>
          {subtitle ? <p className={`${shell.dimmed} ${shell.small}`} style={{ margin: 0 }}>{typeof subtitle === 'string' ? translate(subtitle) : subtitle}</p> : null}
        </div>
        {children}
        {footer ? <p className={`${shell.dimmed} ${shell.small} ${css.frameFoot}`}>{footer}</p> : null}
      </div>
    </div>
  );
}
