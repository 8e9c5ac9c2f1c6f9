import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated this element of a prerendered page (its props are attached): a
 * click before then reaches plain HTML and does nothing, which a busy machine makes likely.
 */
export const ownedByReact = (element: Locator) =>
  expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))), { message: 'the page has hydrated this element' }).toBe(true);
