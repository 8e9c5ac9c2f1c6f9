import { use, useContext } from 'react';
import type { CatalogPart } from '../schemas/catalogParts';
import { AppEffectsContext } from './AppEffectsContext';
import { PageLoadError } from './components/ErrorBoundary';
import { useI18n } from './useI18n';

// One wrapped promise per load: `use` needs the same promise at each render.
const wrapped = new WeakMap<Promise<void>, Promise<void>>();
function asPageLoad(load: Promise<void>): Promise<void> {
  let promise = wrapped.get(load);
  if (!promise) {
    promise = load.catch((reason: unknown) => {
      throw new PageLoadError(reason);
    });
    wrapped.set(load, promise);
  }
  return promise;
}

/**
 * Suspends until the catalog's part is in for the active language (re-rendering on a switch). A
 * part that did not download fails like the page's code: Try again, in the app.
 */
export function useCatalogPart(part: CatalogPart): void {
  const catalog = useContext(AppEffectsContext)?.catalog;
  useI18n();
  if (catalog && !catalog.ready(part)) use(asPageLoad(catalog.ensure(part)));
}
