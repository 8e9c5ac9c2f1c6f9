import { useMemo } from 'react';
import { hasMessage } from '../../schemas/compactCatalogs';
import { formatsFor } from '../../machines/localeFormats';
import { inEnglish, type DisplayLanguage, type Words } from '../../machines/wizardDisplay';
import { useI18n, useMessage } from '../useI18n';

/**
 * What the wizard's views need to speak the page's language: `i18n` for their own words, `data` for
 * the catalog's titles (an id the catalog holds, else shown as it came: serviceCatalogWords.ts),
 * `message` for what machines and schemas say (useMessage), `language` for the display helpers'
 * Words (wizardDisplay.ts) and `fmt` for dates, money and numbers.
 */
export function useWizardWords() {
  const i18n = useI18n();
  const message = useMessage();
  const locale = i18n.locale;
  return useMemo(() => {
    const known = (id: string) => hasMessage(i18n, id);
    const data = (text: string): string => (known(text) ? i18n._(text) : text);
    const say = (words: Words): string => (known(words.id) ? i18n._(words.id, words.values) : inEnglish(words));
    const fmt = formatsFor(locale);
    const language: DisplayLanguage = { say, fmt };
    return { i18n, message, data, say, fmt, language };
    // `locale`: the catalog's messages change with the language, the instance does not.
  }, [i18n, message, locale]);
}

export { translatedInputProps } from '../translatedInputProps';
