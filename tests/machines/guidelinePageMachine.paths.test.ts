import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { guidelinePageMachine } from '../../src/machines/guidelinePageMachine';
import type { GuidelinePage } from '../../src/schemas/guidelinePage';
import { ApiError } from '../../src/services/http';
import { undescribed } from '../support/descriptions';
import { definePathTests } from '../support/pathCoverage';
import { callInput } from '../spec/oracle';

const faq: GuidelinePage = {
  title: 'Frequently asked questions',
  subTitle: 'Answers about booking and paying',
  slug: 'faq',
  category: 'help',
  position: 1,
  language: 'en',
  body: '# Booking\n\n- How long does verification take?',
  updatedAt: '2026-03-07T14:05:00.000Z',
};

describe('guideline page machine: generated paths', () => {
  definePathTests(guidelinePageMachine, {
    input: { slug: 'faq' },
    events: {
      'xstate.done.actor.loadGuidelinePage': [{ type: 'xstate.done.actor.loadGuidelinePage', output: faq }],
      'xstate.error.actor.loadGuidelinePage': [
        { type: 'xstate.error.actor.loadGuidelinePage', error: new ApiError(404, 'Page not found') },
        { type: 'xstate.error.actor.loadGuidelinePage', error: new ApiError(0, 'Something is wrong please try again') },
      ],
    },
    provide: { actions: { logFailure: () => {} } },
    states: {
      loading: (s) => {
        expect(s.children.loadGuidelinePage).toBeDefined();
        expect(s.context.slug).toBe('faq');
        // The page asks for the page of its own address.
        expect(callInput(s, 'loadGuidelinePage'), 'loads the page its address names').toEqual({ slug: 'faq' });
      },
      ready: (s) => expect(s.context.page).toEqual(faq),
      notFound: (s) => {
        expect(s.context.page).toBeNull();
        expect(s.can({ type: 'retry' })).toBe(false);
      },
      failed: (s) => {
        expect(s.context.page).toBeNull();
        expect(s.children.loadGuidelinePage).toBeUndefined(); // the loader is gone
        expect(s.can({ type: 'retry' })).toBe(true);
      },
    },
  });
});

describe('guideline page machine: failures', () => {
  it('every state and transition says what it is in the customer\u2019s words', () => {
    expect(undescribed(guidelinePageMachine)).toEqual([]);
  });

  const run = async (error: unknown) => {
    const logged: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      const actor = createActor(guidelinePageMachine.provide({ actors: { loadGuidelinePage: fromPromise(async () => Promise.reject(error)) } }), {
        input: { slug: 'terms-condition' },
      }).start();
      await new Promise((r) => setTimeout(r, 0));
      return { state: actor.getSnapshot().value, logged };
    } finally {
      console.error = original;
    }
  };

  it('[err.settings-logged] a failed fetch is logged with its slug', async () => {
    const { state, logged } = await run(new ApiError(0, 'offline'));
    expect(state).toBe('failed');
    expect(logged).toHaveLength(1);
    expect(String(logged[0]![0])).toContain('terms-condition');
  });

  it('an unknown slug is not found, not a failure to log', async () => {
    const { state, logged } = await run(new ApiError(404, 'Page not found'));
    expect(state).toBe('notFound');
    expect(logged).toHaveLength(0);
  });
});
