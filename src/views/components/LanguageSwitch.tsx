import { useContext, useId, useState } from 'react';
import { LOCALE_NAMES, LOCALES, isLocale, type Locale } from '../../schemas/locales';
import { AppEffectsContext } from '../AppEffectsContext';
import { useI18n } from '../useI18n';
import classes from './LanguageSwitch.module.css';

/**
 * The language switch of every header (and the profile), in plain markup so the landing draws it
 * without Mantine. With two languages, one button names the other in its own words ("ES",
 * read as "Español"); with more, a list. The page, its state and anything typed stay.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const i18n = useI18n();
  // Without the app's effects (a part rendered alone) there is nothing to switch.
  const changeLocale = useContext(AppEffectsContext)?.changeLocale;
  const [pending, setPending] = useState(false);
  const selectId = useId();
  const current: Locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const change = (locale: Locale) => {
    if (!changeLocale || locale === current) return;
    setPending(true);
    void changeLocale(locale).finally(() => setPending(false));
  };

  if (!changeLocale) return null;
  if (LOCALES.length === 2) {
    const other = LOCALES.find((locale) => locale !== current)!;
    return (
      <button type="button" lang={other} className={`${classes.switch} ${className ?? ''}`} aria-label={LOCALE_NAMES[other]} title={LOCALE_NAMES[other]} aria-busy={pending || undefined} onClick={() => change(other)} data-testid="language-switch">
        {other.toUpperCase()}
      </button>
    );
  }
  return (
    <span className={className}>
      <label htmlFor={selectId} className={classes.label}>
        {i18n._('Language')}
      </label>
      <select id={selectId} className={classes.select} value={current} onChange={(event) => isLocale(event.target.value) && change(event.target.value)} data-testid="language-switch">
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </span>
  );
}
