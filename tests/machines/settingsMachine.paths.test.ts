import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { settingsMachine, splitGuidelinePages } from '../../src/machines/settingsMachine';
import type { GuidelinePageSummary } from '../../src/schemas/guidelinePage';
import { ApiError } from '../../src/services/http';
import { undescribed } from '../support/descriptions';
import { definePathTests } from '../support/pathCoverage';
import { checkSettingsRules } from '../spec/settingsRules';

const page = (slug: string, category: GuidelinePageSummary['category'], position: number): GuidelinePageSummary => ({
  title: slug.replace(/-/g, ' '),
  subTitle: `About ${slug}`,
  slug,
  category,
  position,
  language: 'en',
});
const pages = [
  page('faq', 'help', 3),
  page('register', 'how-it-works', 1),
  page('terms-condition', 'policy', 2),
  page('request', 'how-it-works', 0),
  page('privacy-policy-cargo-connects', 'policy', 1),
];

describe('settings machine: generated paths', () => {
  definePathTests(settingsMachine, {
    events: {
      'xstate.done.actor.loadGuidelinePages': [{ type: 'xstate.done.actor.loadGuidelinePages', output: pages }],
      'xstate.error.actor.loadGuidelinePages': [{ type: 'xstate.error.actor.loadGuidelinePages', error: new ApiError(0, 'Something is wrong please try again') }],
      'language.changed': [{ type: 'language.changed' }],
    },
    provide: { actions: { logFailure: () => {} } },
    states: {
      // The spec's failure rule while the pages load (tests/spec/settingsRules.ts).
      '#settings': (s) => checkSettingsRules(settingsMachine, s, 'loading', 'loadGuidelinePages'),
      loading: (s) => expect(s.children.loadGuidelinePages).toBeDefined(),
      ready: (s) => {
        expect(s.context.links.map((p) => p.slug)).toEqual(['privacy-policy-cargo-connects', 'terms-condition', 'faq']);
        expect(s.context.howItWorks.map((p) => p.slug)).toEqual(['request', 'register']);
      },
      failed: (s) => {
        expect(s.context.links).toEqual([]);
        expect(s.context.howItWorks).toEqual([]);
        expect(s.children.loadGuidelinePages).toBeUndefined(); // the loader is gone
      },
    },
  });
});

describe('settings machine: failures and splitting', () => {
  it('every state and transition says what it is in the customer\u2019s words', () => {
    expect(undescribed(settingsMachine)).toEqual([]);
  });

  it('[err.settings-logged] a failed fetch is logged (console.error) and nothing else', async () => {
    const logged: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      const failure = new ApiError(500, 'boom');
      const actor = createActor(settingsMachine.provide({ actors: { loadGuidelinePages: fromPromise(async () => Promise.reject(failure)) } })).start();
      await new Promise((r) => setTimeout(r, 0));
      expect(actor.getSnapshot().value).toBe('failed');
      expect(logged).toHaveLength(1);
      expect(logged[0]).toContain(failure);
    } finally {
      console.error = original;
    }
  });

  it('asks for the pages again when the language changes, and lists them in it', async () => {
    const asked: string[] = [];
    let language = 'en';
    const actor = createActor(
      settingsMachine.provide({
        actors: {
          loadGuidelinePages: fromPromise(async (): Promise<readonly GuidelinePageSummary[]> => {
            asked.push(language);
            return [{ ...page('faq', 'help', 1), title: language === 'es' ? 'Preguntas frecuentes' : 'FAQ', language: language as 'en' | 'es' }];
          }),
        },
      }),
    ).start();
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().context.links.map((p) => p.title)).toEqual(['FAQ']);
    language = 'es';
    actor.send({ type: 'language.changed' });
    expect(actor.getSnapshot().value).toBe('loading');
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toEqual(['en', 'es']);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.links.map((p) => p.title)).toEqual(['Preguntas frecuentes']);
  });

  it('[layout.settings] policy then help pages go to the list by position, how-it-works to the carousel', () => {
    expect(splitGuidelinePages([])).toEqual({ links: [], howItWorks: [] });
    const { links, howItWorks } = splitGuidelinePages([page('faq', 'help', 1), ...pages.slice(1)]);
    expect(links.map((p) => p.slug)).toEqual(['privacy-policy-cargo-connects', 'terms-condition', 'faq']);
    expect(howItWorks.every((p) => p.category === 'how-it-works')).toBe(true);
    // Policy pages come first even when a help page has a smaller position, whatever order the server sends.
    const mixed = [page('faq', 'help', 0), page('privacy-policy-cargo-connects', 'policy', 1), page('terms-condition', 'policy', 2)];
    for (const list of [mixed, mixed.toReversed()]) {
      expect(splitGuidelinePages(list).links.map((p) => p.slug)).toEqual(['privacy-policy-cargo-connects', 'terms-condition', 'faq']);
    }
  });
});
