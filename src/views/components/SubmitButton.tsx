import type { ReactNode } from 'react';
import shell from './Shell.module.css';
import css from './PlainForm.module.css';

/**
 * A form's full-width main button in plain markup. While its call is under way it keeps its name
 * and size, shows a spinner, is busy and takes no second press (`data-loading`, as Mantine's).
 */
export function SubmitButton({ loading = false, children }: { loading?: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className={`${shell.button} ${shell.md} ${css.button} ${css.fullWidth}`}
      disabled={loading}
      aria-busy={loading || undefined}
      data-loading={loading ? 'true' : undefined}
    >
      <span className={css.buttonLabel}>{children}</span>
      {loading ? (
        <span className={css.overlay} aria-hidden="true">
          <span className={css.spinner} />
        </span>
      ) : null}
    </button>
  );
}
