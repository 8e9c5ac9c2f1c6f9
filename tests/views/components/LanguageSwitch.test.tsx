import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as english } from '../../../src/locales/app/en.ts';
import { messages as spanish } from '../../../src/locales/app/es.ts';
import { AppEffectsContext, type AppEffects } from '../../../src/views/AppEffectsContext';
import { LanguageSwitch } from '../../../src/views/components/LanguageSwitch';

const effects = (changeLocale: AppEffects['changeLocale']): AppEffects => ({ showToast: () => undefined, whenIdle: () => () => undefined, changeLocale });

afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: english }));

describe('the language switch', () => {
  it('in English offers Spanish, named in Spanish, and asks the app to change', async () => {
    const changeLocale = vi.fn(async () => undefined);
    render(
      <AppEffectsContext.Provider value={effects(changeLocale)}>
        <LanguageSwitch />
      </AppEffectsContext.Provider>,
    );
    const button = screen.getByRole('button', { name: 'Español' });
    expect(button).toHaveAttribute('lang', 'es');
    expect(button).toHaveTextContent('ES');
    await userEvent.click(button);
    expect(changeLocale).toHaveBeenCalledWith('es');
  });

  it('in Spanish offers English, and follows a change of language without being remounted', async () => {
    const changeLocale = vi.fn(async () => undefined);
    render(
      <AppEffectsContext.Provider value={effects(changeLocale)}>
        <LanguageSwitch />
      </AppEffectsContext.Provider>,
    );
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    const button = await screen.findByRole('button', { name: 'English' });
    expect(button).toHaveAttribute('lang', 'en');
    await userEvent.click(button);
    expect(changeLocale).toHaveBeenCalledWith('en');
  });

  it('is not drawn where nothing can switch the language', () => {
    const { container } = render(<LanguageSwitch />);
    expect(container).toBeEmptyDOMElement();
  });
});
