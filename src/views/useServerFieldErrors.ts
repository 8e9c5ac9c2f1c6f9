import { useEffect } from 'react';

/** Shows the server's per-field messages (e.g. a taken email) on the form's own fields. */
export function useServerFieldErrors(form: { setErrors: (errors: Record<string, string>) => void }, fieldErrors: Readonly<Record<string, string>>): void {
  useEffect(() => {
    if (Object.keys(fieldErrors).length > 0) form.setErrors({ ...fieldErrors });
    // `form` is a fresh object each render; the errors are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fieldErrors]);
}
