import { expect, test, type APIRequestContext } from '@playwright/test';
import { generatePaths } from '../../tests/support/pathCoverageCore';
import { createCustomer } from '../support/admin';
import { languageCheck } from '../support/pseudoWords';
import { watchCardData } from '../support/cardWatch';
import { accessTokenOf, createPaidOrder } from '../support/orders';
import { ruleRecorder } from '../machinePaths/browserReplay';
import { actions, screens, type JourneyWorld, type Rule } from './journeyDriver';
import { journeyModel } from './journeyModel';

// The journey model's paths as browser tests (DESIGN.md §4), in the language of the group they are
// declared in (e2e/support/language.ts): every path generated from journeyModel.ts runs in Chromium
// against the real server, asserting the screen after every step. Each screen asserts exactly the
// spec rules its state lists; they are reported as verified by the browser (annotations
// `spec-verified`, as the machines' replays).

export const journeyPaths = generatePaths(journeyModel);
const stateKey = (value: unknown) => String(value);
const listedRules = (screen: string): string[] => (journeyModel.states[screen]?.meta as { spec?: string[] } | undefined)?.spec ?? [];

/** A past order to book again: placed through the API, then cancelled by the customer (it tells the bell). */
async function cancelledOrder(request: APIRequestContext, customer: { email: string; password: string }): Promise<string> {
  const movementId = await createPaidOrder(request, customer, { paid: false });
  const token = await accessTokenOf(request, customer);
  const cancel = await request.post(`/v1/common/cancel/movement/user/${movementId}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!cancel.ok()) throw new Error(`cancel failed: ${cancel.status()} ${await cancel.text()}`);
  return movementId;
}

/** One test per path; `@phone` in the title runs them on the phone project instead of the desktop. */
export function journeyTests({ phone = false }: { phone?: boolean } = {}): void {
  for (const path of journeyPaths) {
    // The paths report finds this test by the path's description (tests/support/pathsRun.ts):
    // the very string generatePaths gave it, made unique there.
    test(`${phone ? '@phone ' : ''}journey: ${path.description}`, async ({ page, request }, testInfo) => {
      const customer = { ...(await createCustomer(request, { label: 'journey' })), contactName: 'Test Shipper' };
      const pastId = await cancelledOrder(request, customer);
      const world: JourneyWorld = { page, customer, pastId, placedId: null, orderLists: [], notificationLists: [], orderListsBefore: 0 };
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (response.request().method() !== 'GET') return;
        if (pathname === '/v1/user/order') world.orderLists.push(response);
        if (pathname === '/v1/user/notification') world.notificationLists.push(response);
      });
      // No card number or CVC ever goes to our API: only to the payment provider's own route.
      const cardData = watchCardData(page);
      const record = ruleRecorder(testInfo);
      const checkLanguage = languageCheck(page);
      for (const [i, step] of path.steps.entries()) {
        world.orderListsBefore = world.orderLists.length;
        if (i === 0 && step.event.type === 'xstate.init') await page.goto('/');
        else await test.step(`do ${step.event.type}`, () => actions[step.event.type as keyof typeof actions](world));
        const screen = stateKey(step.state.value) as keyof typeof screens;
        const asserted = new Set<string>();
        const rule: Rule = async (id, check) => {
          asserted.add(id);
          await record(id, check);
        };
        await test.step(`see ${screen}`, () => screens[screen](world, rule));
        // In another language: its words on the screen, none from outside the catalog.
        await checkLanguage(`on "${screen}"`);
        // meta.spec is honest: the screen lists exactly the rules its driver asserts there.
        expect([...asserted].sort(), `spec rules the screen "${screen}" asserts (its meta.spec)`).toEqual([...listedRules(screen)].sort());
      }
      expect(cardData.toApi, 'requests to /v1/ carrying card data').toEqual([]);
      if (path.steps.some((s) => s.event.type === 'card.paid')) {
        expect(cardData.toProvider, 'the card went to the provider: declined, then paid').toEqual(['POST /payment-sandbox/tokens', 'POST /payment-sandbox/tokens']);
      }
    });
  }
}
