import { assign, fromPromise, setup } from 'xstate';
import type { GuidelinePage } from '../schemas/guidelinePage.ts';
import { isApiError } from '../services/http.ts';
import { settingsApi } from '../services/settingsApi.ts';

export interface GuidelinePageContext {
  readonly slug: string;
  readonly page: GuidelinePage | null;
}

export type GuidelinePageEvent = { type: 'retry' };

/**
 * One guideline page by slug (/settings/{slug}, /privacy-policy-cargo-connects, /terms-condition):
 * loading → ready | notFound | failed. A failure is logged and the loader hidden
 * (spec err.settings-logged); the view says so calmly and offers a retry.
 */
export const guidelinePageMachine = setup({
  types: { context: {} as GuidelinePageContext, events: {} as GuidelinePageEvent, input: {} as { slug: string } },
  actors: {
    loadGuidelinePage: fromPromise<GuidelinePage, { slug: string }>(({ input }) => settingsApi.getGuidelinePage(input.slug)),
  },
  actions: {
    logFailure: (_, params: { slug: string; error: unknown }) => console.error(`Settings: loading the guideline page '${params.slug}' failed`, params.error),
  },
  guards: {
    isNotFound: ({ event }) => {
      const error = (event as { error?: unknown }).error;
      return isApiError(error) && error.status === 404;
    },
  },
}).createMachine({
  id: 'guidelinePage',
  description: 'Reading a help or policy page',
  context: ({ input }) => ({ slug: input.slug, page: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Loading the page',
      invoke: {
        id: 'loadGuidelinePage',
        src: 'loadGuidelinePage',
        input: ({ context }) => ({ slug: context.slug }),
        onDone: { description: 'Loaded', target: 'ready', actions: assign({ page: ({ event }) => event.output }) },
        onError: [
          { description: 'There is no page at this address', guard: 'isNotFound', target: 'notFound' },
          {
            description: 'Could not load (only logged)',
            target: 'failed',
            actions: { type: 'logFailure', params: ({ context, event }) => ({ slug: context.slug, error: event.error }) },
            meta: { spec: ['err.settings-logged'] },
          },
        ],
      },
    },
    ready: { description: 'Reading the page' },
    notFound: { description: 'Page not found' },
    failed: {
      description: 'This page is not available right now: try again',
      meta: { spec: ['err.settings-logged'] },
      on: { retry: { description: 'Try again', target: 'loading' } },
    },
  },
});
