import { IconAlertCircle } from '@tabler/icons-react';
import { useMessage } from '../useI18n';
import css from './FormError.module.css';

/**
 * A failed call's message above the form (field messages go on their fields). Plain markup in the
 * look of the theme's light alert: the auth pages load no Mantine, and other forms use it too.
 */
export function FormError({ message }: { message: string | null }) {
  // A machine's or the API's message, in English as they say it: shown in the page's language.
  const translate = useMessage();
  if (!message) return null;
  return (
    <div className={css.alert} role="alert">
      <IconAlertCircle size={18} aria-hidden="true" />
      <div>{translate(message)}</div>
    </div>
  );
}
