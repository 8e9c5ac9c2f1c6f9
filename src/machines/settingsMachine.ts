import { assign, fromPromise, setup } from 'xstate';
import type { GuidelinePageSummary } from '../schemas/guidelinePage.ts';
import { settingsApi } from '../services/settingsApi.ts';

export interface SettingsContext {
  /** The left list's server pages: policy and help pages, by position. */
  readonly links: readonly GuidelinePageSummary[];
  /** The carousel's how-it-works cards, by position (none: the view shows its own cards). */
  readonly howItWorks: readonly GuidelinePageSummary[];
}

const LIST_ORDER: Readonly<Record<string, number>> = { policy: 0, help: 1 };
const byPosition = (a: GuidelinePageSummary, b: GuidelinePageSummary) => a.position - b.position || a.title.localeCompare(b.title);
const byCategoryThenPosition = (a: GuidelinePageSummary, b: GuidelinePageSummary) =>
  (LIST_ORDER[a.category] ?? 0) - (LIST_ORDER[b.category] ?? 0) || byPosition(a, b);

/**
 * Policy pages then help pages go to the left list, each group by position; how-it-works pages go to
 * the carousel, by position.
 */
export function splitGuidelinePages(pages: readonly GuidelinePageSummary[]): SettingsContext {
  return {
    links: pages.filter((p) => p.category === 'policy' || p.category === 'help').toSorted(byCategoryThenPosition),
    howItWorks: pages.filter((p) => p.category === 'how-it-works').toSorted(byPosition),
  };
}

/**
 * The settings layout's guideline pages (spec layout.settings): loading → ready. A failed fetch is
 * only logged and the loader hidden; the list then shows Notifications and Logout alone
 * (spec err.settings-logged). The pages' titles are in the page's language: a switch loads them again.
 */
export const settingsMachine = setup({
  types: { context: {} as SettingsContext, events: {} as { type: 'language.changed' } },
  actors: {
    loadGuidelinePages: fromPromise<readonly GuidelinePageSummary[]>(() => settingsApi.listGuidelinePages()),
  },
  actions: {
    logFailure: (_, params: { error: unknown }) => console.error('Settings: loading the guideline pages failed', params.error),
  },
}).createMachine({
  id: 'settings',
  description: 'The settings pages: the list on the left and how it works',
  context: { links: [], howItWorks: [] },
  initial: 'loading',
  on: {
    'language.changed': { description: 'The language changed: the pages are asked for again, in it', target: '.loading', reenter: true },
  },
  states: {
    loading: {
      description: 'Loading the help and policy pages',
      invoke: {
        id: 'loadGuidelinePages',
        src: 'loadGuidelinePages',
        onDone: { description: 'Loaded', target: 'ready', actions: assign(({ event }) => splitGuidelinePages(event.output)), meta: { spec: ['layout.settings'] } },
        onError: {
          description: 'Could not load (only logged)',
          target: 'failed',
          actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          meta: { spec: ['err.settings-logged'] },
        },
      },
    },
    ready: { description: 'The help and policy pages are listed, how it works in cards', meta: { spec: ['layout.settings'] } },
    failed: { description: 'Only Notifications and Logout are listed', meta: { spec: ['err.settings-logged'] } },
  },
});
