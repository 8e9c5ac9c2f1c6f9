import { i18n } from '@lingui/core';
import { messages as englishMessages } from '../../src/locales/app/en.ts';
import { withCompactCatalogs } from '../../src/schemas/compactCatalogs.ts';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// Parts of pages load lazily (the order page's rating and documents, the wizard's steps):
// the first import of such a chunk is transformed on demand, which took more than the default 1 s
// on a busy machine (a CI failure). findBy… returns as soon as the element is there.
configure({ asyncUtilTimeout: 10_000 });

// happy-dom lacks matchMedia, which Mantine reads for colour scheme and responsive props.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// The views read Lingui's i18n: English, the source language, with its compiled catalog (npm run i18n).
withCompactCatalogs(i18n).loadAndActivate({ locale: 'en', messages: englishMessages });
