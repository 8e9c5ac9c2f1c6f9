import { describe, expect, it } from 'vitest';
import {
  budgetOf,
  fillPattern,
  groupByOwner,
  isJavaScript,
  longestInteraction,
  median,
  ownerOf,
  STATIC_BUDGETS_KIB,
  sumTransfers,
  TRANSFER_BUDGETS_KIB,
  verdictAtLeast,
  verdictOf,
  type EventEntry,
  type Transfer,
} from '../../scripts/benchFigures.ts';

// The bench's arithmetic. Every expectation is worked out by hand from the feature request's words
// (landing ≤ 90 KiB, auth pages ≤ 120, signed-in routes ≤ 180; DESIGN §5's 160 for the static figure).

describe('budgets', () => {
  it('gives the landing 90, guest-only pages 120, signed-in routes 180 (transferred) or 160 (static), other public pages none', () => {
    expect(budgetOf({ pattern: '/', access: 'public' }, TRANSFER_BUDGETS_KIB)).toBe(90);
    expect(budgetOf({ pattern: '/login', access: 'guestOnly' }, TRANSFER_BUDGETS_KIB)).toBe(120);
    expect(budgetOf({ pattern: '/additional-details', access: 'signedIn' }, TRANSFER_BUDGETS_KIB)).toBe(180);
    expect(budgetOf({ pattern: '/additional-details', access: 'signedIn' }, STATIC_BUDGETS_KIB)).toBe(160);
    expect(budgetOf({ pattern: '/contact-us', access: 'public' }, TRANSFER_BUDGETS_KIB)).toBeUndefined();
    expect(budgetOf({ pattern: '/track/:token', access: 'public' }, TRANSFER_BUDGETS_KIB)).toBeUndefined();
  });

  it('counts a figure at the budget as within, a hair above as over, and says when there is none', () => {
    expect(verdictOf(180, 180)).toBe('within');
    expect(verdictOf(180.01, 180)).toBe('over');
    expect(verdictOf(12, undefined)).toBe('no budget');
    // A score is a floor: Lighthouse 0.9 meets ≥ 0.9, 0.89 does not.
    expect(verdictAtLeast(0.9, 0.9)).toBe('within');
    expect(verdictAtLeast(0.89, 0.9)).toBe('over');
  });
});

describe('median', () => {
  it('takes the middle of an odd count whatever the order, the mean of the two middles of an even one', () => {
    expect(median([240, 96, 128])).toBe(128);
    expect(median([5])).toBe(5);
    expect(median([10, 40, 20, 30])).toBe(25);
    expect(() => median([])).toThrow();
  });
});

describe('fillPattern', () => {
  it("fills each ':name' segment, URI-encoded, and names the first one it has no value for", () => {
    expect(fillPattern('/my-orders/service/:id', { id: 'CC26000002' })).toEqual({ path: '/my-orders/service/CC26000002' });
    expect(fillPattern('/settings/:slug', { slug: 'a b/c' })).toEqual({ path: '/settings/a%20b%2Fc' });
    expect(fillPattern('/dashboard', {})).toEqual({ path: '/dashboard' });
    expect(fillPattern('/sub-user/edit-sub-user/:accountId', { id: 'x' })).toEqual({ missing: 'accountId' });
  });
});

describe('transfers', () => {
  const t = (url: string, mimeType: string, wireBytes: number, headerBytes: number): Transfer => ({ url, type: 'Script', mimeType, wireBytes, headerBytes });

  it('tells JavaScript by its MIME type, or by its name when the server sent none', () => {
    expect(isJavaScript(t('http://h/assets/a-1.js', 'text/javascript', 1, 0))).toBe(true);
    expect(isJavaScript(t('http://h/assets/a-1.js', 'application/javascript', 1, 0))).toBe(true);
    expect(isJavaScript(t('http://h/assets/a-1.js?v=2', '', 1, 0))).toBe(true);
    expect(isJavaScript(t('http://h/assets/a-1.css', 'text/css', 1, 0))).toBe(false);
    expect(isJavaScript(t('http://h/v1/user/order', 'application/json', 1, 0))).toBe(false);
  });

  it('adds wire bytes, and bodies as wire bytes less headers', () => {
    // 58 552 = 58 167 body + 385 headers; 14 494 = 14 109 + 385; 2 000 = 1 615 + 385.
    const sum = sumTransfers([t('a.js', 'text/javascript', 58_552, 385), t('b.js', 'text/javascript', 14_494, 385), t('c.js', 'text/javascript', 2_000, 385)]);
    expect(sum).toEqual({ files: 3, wireBytes: 75_046, bodyBytes: 73_891 });
    expect(sumTransfers([])).toEqual({ files: 0, wireBytes: 0, bodyBytes: 0 });
  });

  it('never counts more header bytes than came', () => {
    expect(sumTransfers([t('a.js', 'text/javascript', 100, 300)])).toEqual({ files: 1, wireBytes: 100, bodyBytes: 0 });
  });
});

describe('what a chunk holds', () => {
  it('names a module by its package (scoped or not) or by its folder of the app, three deep', () => {
    expect(ownerOf('node_modules/@floating-ui/react/dist/floating-ui.react.mjs')).toBe('@floating-ui/react');
    expect(ownerOf('node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(ownerOf('/work/main/node_modules/.pnpm/x/node_modules/effect/dist/Schema.js')).toBe('effect');
    expect(ownerOf('src/views/wizard/RouteStep.tsx')).toBe('src/views/wizard');
    expect(ownerOf('src/main.tsx')).toBe('src');
    expect(ownerOf('virtual:theme-variables.css')).toBe('virtual:theme-variables.css');
  });

  it('adds sizes by owner, biggest first', () => {
    const groups = groupByOwner([
      { id: 'node_modules/@floating-ui/core/dist/a.mjs', bytes: 300 },
      { id: 'node_modules/@floating-ui/react/dist/b.mjs', bytes: 500 },
      { id: 'node_modules/@floating-ui/core/dist/c.mjs', bytes: 400 },
      { id: 'src/views/wizard/RouteStep.tsx', bytes: 100 },
    ]);
    expect(groups).toEqual([
      { owner: '@floating-ui/core', bytes: 700 },
      { owner: '@floating-ui/react', bytes: 500 },
      { owner: 'src/views/wizard', bytes: 100 },
    ]);
  });
});

describe('longestInteraction', () => {
  const e = (name: string, interactionId: number, startTime: number, duration: number): EventEntry => ({
    name,
    interactionId,
    startTime,
    processingStart: startTime + 1,
    processingEnd: startTime + 2,
    duration,
  });

  it('takes the longest event of the interactions since the mark, leaving out earlier ones and non-interactions', () => {
    const entries = [
      e('pointerdown', 7, 900, 400), // before the mark
      e('pointerdown', 8, 1000, 56),
      e('pointerup', 8, 1010, 48),
      e('click', 8, 1011, 184),
      e('mouseover', 0, 1012, 300), // not an interaction
    ];
    expect(longestInteraction(entries, 1000)).toEqual(e('click', 8, 1011, 184));
  });

  it('finds none when every event of the tap was under the threshold (nothing reported)', () => {
    expect(longestInteraction([e('pointerdown', 3, 10, 200)], 50)).toBeUndefined();
    expect(longestInteraction([], 0)).toBeUndefined();
  });
});
