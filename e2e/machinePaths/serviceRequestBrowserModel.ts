import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { addressLabel, orderRequestFromDraft } from '../../src/machines/orderRequest';
import type { Restored } from '../../src/machines/restoreWizard';
import { serviceRequestMachine } from '../../src/machines/serviceRequestMachine';
import { wizardScreen, type WizardScreen } from '../../src/machines/wizardScreen';
import type { Address, AddressBody } from '../../src/schemas/addressBody';
import { Messages } from '../../src/schemas/messages';
import { quoteToday } from '../../src/schemas/instantQuote';
import { QUOTED_PICKUP_TIME, QuoteBookingNotes } from '../../src/schemas/quoteBooking';
import type { SelectedItem, ServiceRequestDraft } from '../../src/schemas/serviceRequestDraft';
import { CAPABILITY_REFUSALS } from '../../src/schemas/teamRoles';
import { generatePaths } from '../../tests/support/pathCoverageCore';
import { body as newAddressSample, machineUnderTest, serviceRequestPathOptions } from '../../tests/machines/serviceRequestMachine.samples';
import { createCustomerByApi, setVerifiedByApi, uniqueEmail } from '../support/admin';
import { payWithCard, watchCardData } from '../support/cardWatch';
import { answeredIn, message, named, pattern, said, t } from '../support/language';
import { errorStatus, type BrowserModel, type SeeArgs } from './browserReplay';

/**
 * The service request wizard, checkout included, as the customer meets it at /additional-details.
 * Each path starts with a fresh company made through the API (unverified, or a Viewer sub-user,
 * when the path says so); a path that reopens a saved request finds it in local storage, as a
 * previous visit leaves it, with the real catalog's ids and the addresses made for that company.
 * The samples' ids ('a1', 'a2', 'CC26000001') stand for those real ones.
 */

interface Customer {
  readonly email: string;
  readonly password: string;
}

interface WizardWorld {
  readonly page: Page;
  readonly baseURL: string;
  readonly request: APIRequestContext;
  /** the company's main user (the one who signs in, except for a Viewer) */
  owner: Customer | null;
  token: string;
  /** sample address id → the address the server made for this company */
  readonly addresses: Map<string, Address>;
  /** the real order that stands for the samples' CC26000001 (placed, or booked again from) */
  movementId: string | null;
  /** the instant quote the wizard books (Book this), if any */
  quoteId: string | null;
  /** every request's card data: none may reach our API */
  readonly cardData: { toApi: string[]; toProvider: string[] };
}

const WIZARD = '/additional-details';
const UNKNOWN_ORDER = 'CC00000000';
/** A well-formed quote id no quote has. */
const UNKNOWN_QUOTE = 'NoSuchQuoteInThisTest0';
const VIEWER_PASSWORD = 'Border-Run-2026';
const RENAMED_PICKUP = 'Planta Apodaca Norte';
/** What the form accepts and the server refuses: a number that is not 10 digits, put on the wire. */
const REFUSED_NUMBER = '12345';

// The catalog's real ids for what the samples name (server/db/seedCatalog.ts).
const REAL_TRAILER: Record<string, string> = { 'trl-53': 'dry-van-53' };
const REAL_REQUIREMENT: Record<string, ServiceRequestDraft['selectedSpecialRequirementItems'][number]> = {
  'sr-straps': { _id: 'straps', title: 'Straps', equipmentKey: 'straps' },
};
// What the samples' addresses are in this company's address book.
const SAMPLE_ADDRESSES: Record<string, AddressBody> = {
  a1: {
    type: 'pickup',
    addressDetails: { buildinName: 'Planta Apodaca', street: 'Av. Industrial 1200', postalCode: '66600', cityId: 'monterrey-nl' },
    contactDetails: { contactName: 'Dock Supervisor', contactNumber: '5551112233' },
  },
  a2: {
    type: 'drop',
    addressDetails: { buildinName: 'DFW Crossdock', street: '100 Industrial Pkwy', postalCode: '75201', cityId: 'dallas-tx' },
    contactDetails: { contactName: 'Dock Manager', contactNumber: '5551234567' },
  },
};
// The city list's label: the city's name (a catalog title), its state and country as the catalog writes them.
const CITY: Record<string, { name: string; label: () => string }> = { 'laredo-tx': { name: 'Laredo', label: () => `${named('Laredo')}, Texas (US)` } };

const MILESTONE: Record<string, string> = { step1: 'Service', step2: 'Route', step3: 'Details', step5: 'Addresses' };
const HEADING: Partial<Record<WizardScreen, string>> = {
  step1: 'Which way does your freight cross?',
  step2: 'Crossing and equipment',
  step3: 'Load details',
  step5: 'Pickup and drop addresses',
  step6: 'Summary',
  stepCheckout: 'Payment',
  step7: 'Your service is booked',
};
/** Where Go back leaves the wizard for the home page (the others go to a step). */
const LEAVES_HOME: readonly WizardScreen[] = ['step1', 'notVerified', 'notAllowed', 'verificationFailed', 'prefillFailed'];

/** The path of the page a request came from (none for a service worker's). */
const pageOf = (request: Request): string | null => {
  try {
    return new URL(request.frame().url()).pathname;
  } catch {
    return null;
  }
};
/** A field of a sampled event. */
const field = (event: AnyEventObject, name: string): string => String((event as Record<string, unknown>)[name]);
const outputOf = <T>(e: AnyEventObject | undefined) => (e as { output?: T } | undefined)?.output;
const firstOf = (ahead: readonly AnyEventObject[], type: string) => ahead.find((e) => e.type === type);

async function api<T>(world: WizardWorld, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> {
  // In the test's language: a sub-user made here keeps it, as its account's language.
  const response = await world.request.fetch(path, { method, data, headers: { Authorization: `Bearer ${world.token}`, ...answeredIn() } });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The sample draft with the catalog's real ids and this company's addresses and order. */
function realDraft(world: WizardWorld, draft: ServiceRequestDraft): ServiceRequestDraft {
  const address = (item: SelectedItem) => addressLabel(world.addresses.get(item._id)!);
  return {
    ...draft,
    trailer: REAL_TRAILER[draft.trailer] ?? draft.trailer,
    selectedSpecialRequirementItems: draft.selectedSpecialRequirementItems.map((i) => REAL_REQUIREMENT[i._id] ?? i),
    selectedPickupItems: draft.selectedPickupItems.map(address),
    selectedDropItems: draft.selectedDropItems.map(address),
    movementId: draft.movementId === null ? null : world.movementId,
  };
}

/** Pays an order as the browser would: the card to the test provider's route, its token to our API. */
async function payByApi(world: WizardWorld, movementId: string): Promise<void> {
  const tokenized = await world.request.post('/payment-sandbox/tokens', { data: { card: { name: 'Test Shipper', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' } } });
  expect(tokenized.ok()).toBe(true);
  const { token: paymentToken } = ((await tokenized.json()) as { data: { token: string } }).data;
  await api(world, 'POST', '/v1/user/payPal/capture', { movementId, idempotencyKey: randomUUID(), paymentToken });
}

async function orderOf(world: WizardWorld, movementId: string): Promise<{ paymentStatus: string; userReference: string }> {
  return api(world, 'GET', `/v1/user/order/${movementId}`);
}

const stepBox = (page: Page) => page.locator('[data-step]');
const goBackButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: t('Go back') });
const loadingShapes = (page: Page) => stepBox(page).getByLabel(t('Loading'), { exact: true });
const failure = (page: Page, text: string = message(Messages.somethingWrong)) => page.getByRole('alert').filter({ hasText: text });

async function onStep(page: Page, screen: WizardScreen, sub?: 'loading' | 'failed'): Promise<void> {
  await expect(stepBox(page)).toHaveAttribute('data-step', screen);
  const heading = HEADING[screen];
  if (heading) await expect(stepBox(page).getByRole('heading', { level: 2, name: t(heading) })).toBeVisible();
  if (sub === 'loading') await expect(loadingShapes(page)).toBeVisible();
  if (sub === 'failed') {
    await expect(failure(page)).toBeVisible();
    await expect(failure(page).getByRole('button', { name: t('Try again') })).toBeVisible();
  }
}

/** The wizard left for the home page (Go back where there is no step to go back to). */
const leftHome = ({ via, from }: SeeArgs) => via.type === 'go.back' && from !== null && LEAVES_HOME.includes(wizardScreen(from));

/** A state's check, skipped when Go back has just left the wizard (the '#serviceRequest' check sees that). */
const onWizard =
  (check: (world: WizardWorld, args: SeeArgs) => Promise<void>) =>
  async (world: WizardWorld, args: SeeArgs): Promise<void> => {
    if (!leftHome(args)) await check(world, args);
  };

const busyButton = (page: Page, name: string) => expect(page.getByRole('button', { name: t(name) })).toHaveAttribute('data-loading', 'true');


/** An address's card on step 5, named by its column's title and the building ('Pickup: Planta Apodaca'). */
const addressCard = (page: Page, side: 'Pickup' | 'Drop', building: string) =>
  page.getByRole('checkbox', { name: new RegExp(`${escapeRegExp(t(side))}: ${escapeRegExp(building)}`) });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The service and the mode as their radios are named (a title, then its description). */
const northbound = () => new RegExp(escapeRegExp(named('Northbound Service')));
const dryVan = () => new RegExp(escapeRegExp(named('Dry Van')));
/** The order's number as the checkout shows it ('Order CC26000001'). */
const orderTitle = () => pattern('Order {movementId}', { movementId: 'CC\\d+' }, '^$');
/** The book-again note's first words, with the order it copies. */
const bookingAgainFrom = (movementId: string) => t('Booking again from order {movementId}: the same service, route, equipment and addresses, priced today. Check the summary and pay when ready.', { movementId }).split(movementId)[0]! + movementId;

/** The screen before an event: which button a customer presses for it depends on it. */
const screenOf = (state: AnyMachineSnapshot) => wizardScreen(state as never);

export const serviceRequestBrowserModel: BrowserModel<WizardWorld> = {
  machine: serviceRequestMachine,
  paths: generatePaths(machineUnderTest, serviceRequestPathOptions),
  world: async (page, testInfo) => ({
    page,
    baseURL: testInfo.project.use.baseURL!,
    request: page.request,
    owner: null,
    token: '',
    addresses: new Map(),
    movementId: null,
    quoteId: null,
    cardData: watchCardData(page),
  }),
  start: async (world, ahead) => {
    const { page } = world;
    const checked = ahead[0]!;
    const viewer = checked.type === 'xstate.error.actor.checkVerification' && errorStatus(checked) === 403;
    const owner = await createCustomerByApi(world.request, { label: 'replay-wizard', adminVerified: outputOf(checked) !== false });
    world.owner = owner;
    world.token = owner.accessToken;
    let cookies = { token: owner.accessToken, refreshToken: owner.refreshToken };
    if (viewer) {
      // Issue 17.4: a Viewer of the company, whose profile the wizard's check turns away.
      const email = uniqueEmail('replay-viewer');
      await api(world, 'POST', '/v1/user/sub/user', { contactName: 'Vera Viewer', contactNumber: '5550102030', email, role: 'viewer', access: 'password', password: VIEWER_PASSWORD });
      const signedIn = await world.request.post('/v1/user/auth/logIn', { data: { email, password: VIEWER_PASSWORD } });
      const { accessToken, refreshToken } = ((await signedIn.json()) as { data: { accessToken: string; refreshToken: string } }).data;
      cookies = { token: accessToken, refreshToken };
    }
    // What a previous visit left: the saved request, with the addresses and the order it names.
    const restored = outputOf<Restored>(firstOf(ahead, 'xstate.done.actor.restoreDraft'));
    const prefilled = firstOf(ahead, 'xstate.done.actor.prefillFromOrder') ?? firstOf(ahead, 'xstate.error.actor.prefillFromOrder');
    const quoted = firstOf(ahead, 'xstate.done.actor.prefillFromQuote') ?? firstOf(ahead, 'xstate.error.actor.prefillFromQuote');
    const needsBook = (restored && restored.draft.selectedPickupItems.length > 0) || prefilled?.type === 'xstate.done.actor.prefillFromOrder' || quoted?.type === 'xstate.done.actor.prefillFromQuote';
    if (needsBook) {
      await Promise.all(Object.entries(SAMPLE_ADDRESSES).map(async ([id, body]) => world.addresses.set(id, await api<Address>(world, 'POST', '/v1/user/address', body))));
    }
    let saved: unknown = null;
    if (restored && restored.step !== 'step1') {
      let draft = realDraft(world, { ...restored.draft, movementId: null });
      if (restored.draft.movementId !== null) {
        // Reopened on payment: the order this draft placed exists, unpaid.
        world.movementId = (await api<{ movementId: string }>(world, 'POST', '/v1/user/order', orderRequestFromDraft(draft))).movementId;
        draft = { ...draft, movementId: world.movementId };
      }
      saved = { version: 1, step: restored.step, draft };
    }
    let opens = WIZARD;
    if (prefilled) {
      // Book again: a past order of this company, or one that does not exist.
      if (prefilled.type === 'xstate.done.actor.prefillFromOrder') {
        const past = realDraft(world, (outputOf<{ draft: ServiceRequestDraft }>(prefilled)!).draft);
        world.movementId = (await api<{ movementId: string }>(world, 'POST', '/v1/user/order', orderRequestFromDraft({ ...past, userReference: 'PAST01' }))).movementId;
        await payByApi(world, world.movementId);
      }
      opens = `${WIZARD}?bookAgain=${world.movementId ?? UNKNOWN_ORDER}`;
    }
    if (quoted) {
      // Book this: a visitor's instant quote for the samples' load (Monterrey to Dallas, in 5 days), or a link to none.
      let quoteId = UNKNOWN_QUOTE;
      if (quoted.type === 'xstate.done.actor.prefillFromQuote') {
        const [y, m, d] = quoteToday().split('-').map(Number) as [number, number, number];
        const pickupDate = new Date(Date.UTC(y, m - 1, d + 5)).toISOString().slice(0, 10);
        const body = { serviceId: 'northbound', transportationTypeId: 'ftl', modeId: 'ftl-dry-van', portId: 'colombia-solidarity-bridge', trailerId: 'dry-van-53', specialRequirementIds: ['straps'], quantities: { straps: 4 }, pickupCityId: 'monterrey-nl', dropCityId: 'dallas-tx', pickupDate };
        const answer = await world.request.post('/v1/common/quote', { data: body });
        expect(answer.status(), await answer.text()).toBe(201);
        quoteId = ((await answer.json()) as { data: { id: string } }).data.id;
      }
      world.quoteId = quoteId;
      opens = `${WIZARD}?quote=${quoteId}`;
    }
    await page.context().addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: world.baseURL })));
    // Signed in on another page first: the app's own profile load is done, the wizard's check is its own.
    await page.goto('/edit-profile');
    // A new browser context loads every chunk of a signed-in page: with both workers busy that has taken 14 s.
    await expect(page.getByRole('banner').getByRole('button', { name: t('Open profile menu') })).toBeVisible({ timeout: 30_000 });
    const blocked = ahead.some((e) => e.type === 'xstate.error.actor.restoreDraft');
    await page.evaluate(
      ({ saved, blocked, opens }) => {
        const key = 'cargo-connects.service-request.v1';
        if (saved !== null) localStorage.setItem(key, JSON.stringify(saved));
        if (blocked) {
          // The browser refuses the page its storage (a privacy setting): the saved request cannot be read.
          const getItem = Storage.prototype.getItem;
          Storage.prototype.getItem = function (this: Storage, name: string) {
            if (name === key) throw new DOMException('The operation is insecure.', 'SecurityError');
            return getItem.call(this, name);
          };
        }
        history.pushState(null, '', opens);
      },
      { saved, blocked, opens },
    );
  },
  arrange: {
    // The admin withdrew the company's verification since the wizard opened: the server refuses the order.
    createOrder: async ({ owner, request }, outcome) => {
      if (outcome.type === 'xstate.error.actor.createOrder') await setVerifiedByApi(request, owner!.email, false);
    },
    // Paid in the meantime (another tab): the wizard finds the order paid.
    loadOrder: async (world, outcome) => {
      if (outputOf<{ paymentStatus: string }>(outcome)?.paymentStatus === 'paid') await payByApi(world, world.movementId!);
    },
  },
  wires: {
    // The wizard's own profile check (the app shell loaded the profile on the page before).
    checkVerification: { method: 'GET', path: /^\/v1\/user\/profile$/, accept: (r) => pageOf(r) === WIZARD },
    prefillFromOrder: { method: 'GET', path: /^\/v1\/user\/order\/CC\d+$/ },
    prefillFromQuote: { method: 'GET', path: /^\/v1\/common\/quote\/[A-Za-z0-9_-]+$/ },
    loadServices: { method: 'GET', path: /^\/v1\/user\/transitInfo\/typeOfService$/ },
    loadTransitInfo: { method: 'GET', path: /^\/v1\/user\/transitInfo$/ },
    loadCities: { method: 'GET', path: /^\/v1\/user\/transitInfo$/ },
    loadDetails: { method: 'POST', path: /^\/v1\/user\/specialRequirements$/ },
    checkReference: { method: 'POST', path: /^\/v1\/user\/order\/reference\/validate$/ },
    loadAddressBook: { method: 'GET', path: /^\/v1\/user\/address$/ },
    saveAddress: { method: ['POST', 'PUT'], path: /^\/v1\/user\/address(\/[^/]+)?$/ },
    loadSummary: { method: 'POST', path: /^\/v1\/user\/order\/coordinatesPrice$/ },
    loadQuote: { method: 'POST', path: /^\/v1\/user\/order\/coordinatesPrice$/ },
    createOrder: { method: 'POST', path: /^\/v1\/user\/order$/ },
    loadOrder: { method: 'GET', path: /^\/v1\/user\/order\/CC\d+$/ },
  },
  do: {
    'go.back': async ({ page }) => {
      await goBackButton(page).click();
    },
    'load.retried': async ({ page }) => {
      await page.getByRole('alert').getByRole('button', { name: t('Try again') }).click();
    },
    'step.previous': async ({ page }, { state }) => {
      await page.getByRole('button', { name: screenOf(state) === 'stepCheckout' ? t('Back to summary') : t('Previous') }).click();
    },
    'step.selected': async ({ page }, { event }) => {
      await page.locator('.mantine-Stepper-step').filter({ hasText: t(MILESTONE[field(event, 'step')]!) }).click();
    },
    'draft.reset': async ({ page }, { state }) => {
      await page.getByRole('button', { name: screenOf(state) === 'step7' ? t('Request another service') : t('Start a new request') }).click();
    },
    'service.chosen': async ({ page }) => {
      await page.getByRole('radio', { name: northbound() }).click();
      await page.getByRole('button', { name: t('Next') }).click();
    },
    'route.chosen': async ({ page }) => {
      // The saved request chose them already: the form shows them; Next.
      await expect(page.getByRole('combobox', { name: t('Port / bridge of crossing') })).toHaveValue(`${named('Colombia Solidarity Bridge')} (Laredo, TX)`);
      await expect(page.getByRole('radio', { name: dryVan() })).toBeChecked();
      await page.getByRole('button', { name: t('Next') }).click();
    },
    'reference.typed': async ({ page }, { event }) => {
      await page.getByLabel(t('User reference')).fill(field(event, 'userReference'));
    },
    'details.submitted': async (world, { next }) => {
      if (next?.type === 'xstate.error.actor.checkReference') {
        // Another order of this company already has the reference: the server refuses it.
        const reference = await world.page.getByLabel(t('User reference')).inputValue();
        // The saved request (the catalog's and this company's real ids): the same order, placed earlier.
        const draft = { ...(await savedDraft(world.page)), movementId: null };
        await api(world, 'POST', '/v1/user/order', orderRequestFromDraft({ ...draft, userReference: reference }));
      }
      await world.page.getByRole('button', { name: t('Next') }).click();
    },
    'addresses.changed': async ({ page }, { event, state }) => {
      const wanted = event as unknown as { pickups: SelectedItem[]; drops: SelectedItem[] };
      const draft = state.context.draft as ServiceRequestDraft;
      const names = (items: readonly SelectedItem[]) => items.map((i) => i.title.split(', ')[0]!);
      const toggles = [
        ...symmetric(names(draft.selectedPickupItems), names(wanted.pickups)).map((n) => ['Pickup', n] as const),
        ...symmetric(names(draft.selectedDropItems), names(wanted.drops)).map((n) => ['Drop', n] as const),
      ];
      const card = (side: 'Pickup' | 'Drop', name: string) => addressCard(page, side, name);
      if (toggles.length === 0) {
        // The same ticks as now: untick the pickup and tick it again.
        const [name] = names(wanted.pickups);
        await card('Pickup', name!).click();
        await expect(card('Pickup', name!)).not.toBeChecked();
        await card('Pickup', name!).click();
        return;
      }
      for (const [side, name] of toggles) await card(side, name).click();
    },
    'step.next': async ({ page }, { state }) => {
      await page.getByRole('button', { name: screenOf(state) === 'step6' ? t('Continue to payment') : t('Next') }).click();
    },
    'address.addRequested': async ({ page }, { event }) => {
      await page.getByRole('button', { name: field(event, 'addressType') === 'pickup' ? t('Add pickup address') : t('Add drop address') }).click();
    },
    'address.editRequested': async ({ page }, { event }) => {
      const { addressId, addressType } = event as unknown as { addressId: string; addressType: string };
      await page.getByRole('button', { name: t(`Edit ${addressType === 'pickup' ? 'pickup' : 'drop'} address {name}`, { name: SAMPLE_ADDRESSES[addressId]!.addressDetails.buildinName }) }).click();
    },
    'address.submitted': async ({ page }, { state, next }) => {
      if (screenOf(state) === 'step8') {
        await page.getByLabel(t('Building name')).fill(RENAMED_PICKUP);
      } else {
        const { addressDetails, contactDetails } = newAddressSample;
        await page.getByLabel(t('Building name')).fill(addressDetails.buildinName);
        await page.getByLabel(t('Street')).fill(addressDetails.street);
        await page.getByRole('combobox', { name: t('City') }).fill(named(CITY[addressDetails.cityId]!.name));
        await page.getByRole('option', { name: CITY[addressDetails.cityId]!.label() }).click();
        await page.getByLabel(t('Postal code')).fill(addressDetails.postalCode);
        await page.getByLabel(t('Contact name')).fill(contactDetails.contactName);
        await page.getByLabel(t('Contact number')).fill(contactDetails.contactNumber);
      }
      if (errorStatus(next) === 400) {
        // The form refuses a malformed number itself (val.address, the server's own schema); the
        // server's refusal is for a client that skipped it: the number is changed on the wire.
        await page.route('**/v1/user/address**', async (route) => {
          const sent = route.request().postDataJSON() as AddressBody;
          await route.fallback({ postData: JSON.stringify({ ...sent, contactDetails: { ...sent.contactDetails, contactNumber: REFUSED_NUMBER } }) });
        });
      }
      await page.getByRole('button', { name: t('Save address') }).click();
    },
    'order.confirmed': async ({ page }) => {
      await page.getByRole('button', { name: t('Place order') }).click();
    },
    'payment.postponed': async ({ page }) => {
      await page.getByRole('button', { name: t('Pay later') }).click();
    },
    'payment.resumed': async ({ page }) => {
      await page.getByTestId('checkout-unpaid').getByRole('button', { name: t('Pay now') }).click();
    },
    // The payment actor ends paid: a declined card first (nothing is charged, another card is asked for), then the test card.
    'xstate.done.actor.payment': async (world) => {
      const { page } = world;
      await payWithCard(page, '4000 0000 0000 0002');
      await expect(page.getByRole('alert').filter({ hasText: message(Messages.cardDeclined) })).toBeVisible();
      expect((await orderOf(world, world.movementId!)).paymentStatus, 'a declined card charged nothing').toBe('unpaid');
      await expect(page.getByRole('button', { name: pattern('Pay {amount}', { amount: said().amount }, '^') })).toBeEnabled();
      await payWithCard(page, '4242 4242 4242 4242');
    },
  },
  see: {
    // Every state: the spec's step and Go back rules, as the screen shows them.
    '#serviceRequest': async ({ page }, args) => {
      const { state, via, from, rule } = args;
      const screen = screenOf(state);
      if (leftHome(args)) {
        const rules = wizardScreen(from as never) === 'step1' ? ['goback.wizard.step1', 'header.go-back-visible'] : ['header.go-back-visible'];
        for (const id of rules) await rule(id, async () => expect(page).toHaveURL(/\/$/));
        return;
      }
      await expect(page).toHaveURL(new RegExp(`${WIZARD}(\\?bookAgain=CC\\d+|\\?quote=[A-Za-z0-9_-]+)?$`));
      if (screen !== 'restoring' && screen !== 'notVerified' && screen !== 'notAllowed' && screen !== 'verificationFailed' && screen !== 'prefillFailed') {
        await rule('wizard.one-step', async () => {
          await expect(stepBox(page)).toHaveCount(1);
          await expect(stepBox(page)).toHaveAttribute('data-step', screen);
        });
      }
      if (screen === 'step7') {
        await rule('goback.wizard.hidden-step7', async () => expect(goBackButton(page)).toHaveCount(0));
      } else if (screen !== 'restoring') {
        await rule('header.go-back-visible', async () => expect(goBackButton(page)).toBeVisible());
      }
      const was = from ? screenOf(from) : null;
      if (via.type === 'go.back' && was) {
        const id = was === 'step5' ? 'goback.wizard.step5' : was === 'step4' || was === 'step8' ? 'goback.wizard.step4-step8' : 'goback.wizard.other';
        const expected = { step5: 'step3', step4: 'step5', step8: 'step5', step2: 'step1', step3: 'step2', step6: 'step5', stepCheckout: 'step6' }[was as string];
        await rule(id, async () => {
          expect(expected, `Go back from ${was}`).toBeDefined();
          await expect(stepBox(page)).toHaveAttribute('data-step', expected!);
        });
      }
      if (via.type === 'step.previous' && was) {
        const expected = { step2: 'step1', step3: 'step2', step5: 'step3', step6: 'step5', stepCheckout: 'step6' }[was as string];
        await rule('wizard.previous', async () => expect(stepBox(page)).toHaveAttribute('data-step', expected!));
      }
      if (via.type === 'step.selected') {
        await rule('wizard.set-step', async () => expect(stepBox(page)).toHaveAttribute('data-step', field(via, 'step')));
      }
      if (via.type === 'draft.reset') {
        await rule('wizard.reset', async () => expect(stepBox(page)).toHaveAttribute('data-step', 'step1'));
        await rule('draft.defaults', async () => {
          // A fresh draft: nothing chosen (checked once the services are there, after this path).
          const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('cargo-connects.service-request.v1') ?? 'null') as { step: string; draft: { selectedServiceItem: { title: string } } } | null);
          expect(saved?.step).toBe('step1');
          expect(saved?.draft.selectedServiceItem.title).toBe('Select option');
        });
      }
    },
    checkingVerification: async ({ page }) => {
      // The check is held: a progress bar, no step, no verdict yet.
      await expect(page.getByTestId('route-progress')).toBeVisible();
      await expect(stepBox(page)).toHaveCount(0);
      await expect(page.getByTestId('wizard-unverified')).toHaveCount(0);
    },
    verificationFailed: onWizard(async ({ page }, { rule }) => {
      await rule('err.rethrow', async () => {
        await expect(failure(page)).toBeVisible();
        await expect(failure(page).getByRole('button', { name: t('Try again') })).toBeVisible();
      });
      await expect(stepBox(page)).toHaveCount(0);
    }),
    notVerified: onWizard(async ({ page }, { rule }) => {
      await rule('guard.admin-verification', async () => {
        await expect(page.getByTestId('wizard-unverified')).toContainText(message(Messages.notVerified));
        await expect(stepBox(page)).toHaveCount(0);
      });
    }),
    notAllowed: onWizard(async ({ page }) => {
      await expect(page.getByTestId('role-notice')).toContainText(message(CAPABILITY_REFUSALS['services.request']));
      await expect(stepBox(page)).toHaveCount(0);
    }),
    restoring: async ({ page }) => {
      // Verified: no refusal; the saved request reopens (its step is the next check's).
      await expect(page.getByTestId('wizard-unverified')).toHaveCount(0);
      await expect(page.getByTestId('role-notice')).toHaveCount(0);
    },
    prefilling: async ({ page }) => {
      await expect(page.getByTestId('route-progress')).toBeVisible();
      await expect(stepBox(page)).toHaveCount(0);
    },
    prefillingQuote: async ({ page }) => {
      await expect(page.getByTestId('route-progress')).toBeVisible();
      await expect(stepBox(page)).toHaveCount(0);
    },
    // A quote link that names no quote: the server's words, Try again, a new request.
    quotePrefillFailed: onWizard(async ({ page }, { rule }) => {
      await rule('err.rethrow', async () => {
        await expect(failure(page, message(Messages.quoteNotFound))).toBeVisible();
      });
      await expect(page.getByRole('button', { name: t('Start a new request') })).toBeVisible();
      await expect(page.getByTestId('book-again-note')).toHaveCount(0);
    }),
    prefillFailed: onWizard(async ({ page }, { rule }) => {
      await rule('err.rethrow', async () => {
        await expect(failure(page, message('Order not found'))).toBeVisible();
      });
      await expect(page.getByRole('button', { name: t('Start a new request') })).toBeVisible();
      await expect(page.getByTestId('book-again-note')).toHaveCount(0);
    }),
    'step1.loading': onWizard(async ({ page }) => {
      await onStep(page, 'step1', 'loading');
      await expect(page.getByRole('button', { name: t('Next') })).toBeDisabled();
    }),
    'step1.failed': onWizard(async ({ page }) => onStep(page, 'step1', 'failed')),
    'step1.choosing': onWizard(async ({ page }, { via }) => {
      await onStep(page, 'step1');
      const service = page.getByRole('radio', { name: northbound() });
      await expect(service).toBeVisible();
      // Back from step 2: the service chosen is kept.
      if (via.type === 'step.previous') await expect(service).toBeChecked();
    }),
    'step2.loading': onWizard(async ({ page }) => {
      await onStep(page, 'step2', 'loading');
      await expect(page.getByRole('button', { name: t('Previous') })).toBeEnabled();
    }),
    'step2.failed': onWizard(async ({ page }) => onStep(page, 'step2', 'failed')),
    'step2.choosing': onWizard(async ({ page }) => {
      await onStep(page, 'step2');
      await expect(page.getByRole('combobox', { name: t('Port / bridge of crossing') })).toHaveValue(`${named('Colombia Solidarity Bridge')} (Laredo, TX)`);
      await expect(page.getByRole('radio', { name: dryVan() })).toBeChecked();
    }),
    'step3.loading': onWizard(async ({ page }) => {
      await onStep(page, 'step3', 'loading');
      await expect(page.getByRole('button', { name: t('Previous') })).toBeEnabled();
    }),
    'step3.failed': onWizard(async ({ page }) => {
      await onStep(page, 'step3', 'failed');
      await expect(page.getByRole('button', { name: t('Previous') })).toBeEnabled();
    }),
    'step3.editing': onWizard(async ({ page }, { state, via, rule }) => {
      await onStep(page, 'step3');
      await expect(page.getByLabel(t('User reference'))).toHaveValue((state.context.draft as ServiceRequestDraft).userReference);
      await expect(page.getByRole('combobox', { name: t('Trailer') })).toHaveValue(named('53 ft dry van trailer'));
      await expect(page.getByRole('combobox', { name: t('Quantity of straps') })).toHaveValue('4');
      if (via.type === 'reference.typed') {
        // Kept as it is typed: the saved request has it.
        await expect.poll(async () => (await savedDraft(page)).userReference).toBe(field(via, 'userReference'));
      }
      if (via.type === 'xstate.error.actor.checkReference') {
        await rule('err.rethrow', async () => expect(page.getByText(message(Messages.referenceTaken))).toBeVisible());
      }
    }),
    'step3.checkingReference': onWizard(async ({ page }) => {
      await onStep(page, 'step3');
      await busyButton(page, 'Next');
    }),
    'step4.loading': onWizard(async ({ page }) => {
      await expect(stepBox(page)).toHaveAttribute('data-step', 'step4');
      await expect(loadingShapes(page)).toBeVisible();
    }),
    'step4.failed': onWizard(async ({ page }) => onStep(page, 'step4', 'failed')),
    'step4.editing': onWizard(async ({ page }, { via, rule }) => {
      await onStep(page, 'step4');
      await expect(page.getByRole('heading', { level: 2, name: t('New drop address') })).toBeVisible();
      if (via.type === 'xstate.error.actor.saveAddress') {
        // The server's words, under the field it names; nothing was added.
        await rule('val.address', async () => expect(page.getByText(message('Invalid contact number format'))).toBeVisible());
        await rule('err.rethrow', async () => expect(page.getByLabel(t('Contact number'))).toHaveAttribute('aria-invalid', 'true'));
      } else {
        await expect(page.getByLabel(t('Building name'))).toHaveValue('');
      }
    }),
    'step4.saving': onWizard(async ({ page }) => {
      await expect(stepBox(page)).toHaveAttribute('data-step', 'step4');
      await busyButton(page, 'Save address');
    }),
    'step5.loading': onWizard(async ({ page }) => {
      await onStep(page, 'step5', 'loading');
      await expect(page.getByRole('button', { name: t('Previous') })).toBeEnabled();
    }),
    'step5.failed': onWizard(async ({ page }) => onStep(page, 'step5', 'failed')),
    'step5.choosing': onWizard(async (world, { state, via, from }) => {
      const { page } = world;
      await onStep(page, 'step5');
      const draft = state.context.draft as ServiceRequestDraft;
      for (const [side, items] of [['Pickup', draft.selectedPickupItems], ['Drop', draft.selectedDropItems]] as const) {
        for (const item of items) await expect(addressCard(page, side, item.title.split(', ')[0]!)).toBeChecked();
      }
      if (via.type === 'xstate.done.actor.prefillFromQuote') {
        // Book this opens here: the note names the quoted cities; the draft books the quote, from the quoted date.
        await expect(page.getByTestId('book-again-note')).toContainText(t(QuoteBookingNotes.ready('{pickup}', '{drop}', '{time}'), { pickup: named('Monterrey'), drop: named('Dallas'), time: QUOTED_PICKUP_TIME }));
        const saved = await savedDraft(page);
        expect([saved.quoteId, saved.selectedPrograming, saved.schedule.time]).toEqual([world.quoteId, 'Schedule', QUOTED_PICKUP_TIME]);
      }
      if (via.type === 'xstate.done.actor.saveAddress') {
        // Saved on the server; a new address is chosen for this request at once.
        const book = await api<{ response: Address[] }>(world, 'GET', '/v1/user/address?limit=50');
        const names = book.response.map((a) => a.addressDetails.buildinName);
        if (from && screenOf(from) === 'step8') {
          expect(names).toContain(RENAMED_PICKUP);
          await expect(addressCard(page, 'Pickup', RENAMED_PICKUP)).toBeChecked();
        } else {
          expect(names).toContain(newAddressSample.addressDetails.buildinName);
          await expect(addressCard(page, 'Drop', newAddressSample.addressDetails.buildinName)).toBeChecked();
        }
      }
      const next = page.getByRole('button', { name: t('Next') });
      if (state.can({ type: 'step.next' })) await expect(next).toBeEnabled();
      else await expect(next).toBeDisabled();
    }),
    'step6.loading': onWizard(async ({ page }) => {
      await onStep(page, 'step6', 'loading');
      await expect(page.getByRole('button', { name: t('Continue to payment') })).toBeDisabled();
    }),
    'step6.failed': onWizard(async ({ page }) => {
      await onStep(page, 'step6', 'failed');
      await expect(page.getByRole('button', { name: t('Continue to payment') })).toBeDisabled();
    }),
    'step6.ready': onWizard(async (world, { state }) => {
      const { page } = world;
      await onStep(page, 'step6');
      await expect(page.getByTestId('quote-total')).toHaveText(said().money);
      const draft = state.context.draft as ServiceRequestDraft;
      for (const words of [named('Northbound Service'), named('Colombia Solidarity Bridge'), `${named('FTL')} · ${named('Dry Van')}`, named('53 ft dry van trailer'), draft.userReference]) {
        // The chosen rows (the service is also a line of the price).
        await expect(stepBox(page).getByText(words, { exact: true }).first()).toBeVisible();
      }
      if (state.context.bookAgain && state.context.quoteFrom === null) await expect(page.getByTestId('book-again-note')).toContainText(bookingAgainFrom(world.movementId!));
      await expect(page.getByRole('button', { name: t('Continue to payment') })).toBeEnabled();
    }),
    'stepCheckout.quoting': onWizard(async ({ page }) => {
      await onStep(page, 'stepCheckout', 'loading');
      await expect(page.getByRole('button', { name: t('Place order') })).toHaveCount(0);
    }),
    'stepCheckout.quoteFailed': onWizard(async ({ page }) => {
      await onStep(page, 'stepCheckout', 'failed');
      await expect(page.getByRole('button', { name: t('Place order') })).toHaveCount(0);
    }),
    'stepCheckout.reviewing': onWizard(async ({ page }, { via, rule }) => {
      await onStep(page, 'stepCheckout');
      await expect(page.getByTestId('checkout-total')).toHaveText(said().money);
      await expect(page.getByRole('button', { name: t('Place order') })).toBeEnabled();
      if (via.type === 'xstate.error.actor.createOrder') {
        // The admin withdrew the verification: the server refuses the order, in its words; none was placed.
        await rule('guard.admin-verification', async () => expect(page.getByText(message(Messages.notVerified))).toBeVisible());
        await expect(page.getByText(orderTitle())).toHaveCount(0);
      }
    }),
    'stepCheckout.creatingOrder': onWizard(async ({ page }) => {
      await busyButton(page, 'Place order');
    }),
    'stepCheckout.loadingOrder': onWizard(async ({ page }) => onStep(page, 'stepCheckout', 'loading')),
    'stepCheckout.orderFailed': onWizard(async ({ page }) => onStep(page, 'stepCheckout', 'failed')),
    'stepCheckout.paying': onWizard(async (world, { via }) => {
      const { page } = world;
      await onStep(page, 'stepCheckout');
      if (via.type === 'xstate.done.actor.createOrder') {
        // The order placed is this company's, unpaid.
        const movementId = ((await page.getByText(orderTitle()).textContent()) ?? '').replace(/\D*(CC\d+)\D*/, '$1');
        world.movementId = movementId;
        expect((await orderOf(world, movementId)).paymentStatus).toBe('unpaid');
      }
      await expect(page.getByText(t('Order {movementId}', { movementId: world.movementId! }), { exact: true })).toBeVisible();
      await expect(page.getByTestId('card-form')).toBeVisible();
      await expect(page.getByRole('button', { name: t('Pay later') })).toBeEnabled();
    }),
    'stepCheckout.unpaid': onWizard(async (world) => {
      const { page } = world;
      await onStep(page, 'stepCheckout');
      await expect(page.getByTestId('checkout-unpaid')).toContainText(t('Your order is saved, unpaid'));
      await expect(page.getByTestId('checkout-unpaid')).toContainText(world.movementId!);
      expect((await orderOf(world, world.movementId!)).paymentStatus).toBe('unpaid');
    }),
    step7: onWizard(async (world) => {
      const { page } = world;
      await onStep(page, 'step7');
      await expect(page.getByTestId('movement-id')).toHaveText(world.movementId!);
      await expect(page.getByRole('link', { name: t('View order') })).toHaveAttribute('href', `/my-orders/service/${world.movementId}`);
      expect((await orderOf(world, world.movementId!)).paymentStatus).toBe('paid');
      // The card went to the provider's own route, never to our API.
      expect(world.cardData.toApi).toEqual([]);
    }),
    'step8.loading': onWizard(async ({ page }) => {
      await expect(stepBox(page)).toHaveAttribute('data-step', 'step8');
      await expect(loadingShapes(page)).toBeVisible();
    }),
    'step8.failed': onWizard(async ({ page }) => onStep(page, 'step8', 'failed')),
    'step8.editing': onWizard(async ({ page }, { via, rule }) => {
      await onStep(page, 'step8');
      await expect(page.getByRole('heading', { level: 2, name: t('Edit address') })).toBeVisible();
      if (via.type === 'xstate.error.actor.saveAddress') {
        await rule('val.address', async () => expect(page.getByText(message('Invalid contact number format'))).toBeVisible());
        await rule('err.rethrow', async () => expect(page.getByLabel(t('Contact number'))).toHaveAttribute('aria-invalid', 'true'));
      } else {
        await expect(page.getByLabel(t('Building name'))).toHaveValue(SAMPLE_ADDRESSES.a1!.addressDetails.buildinName);
      }
    }),
    'step8.saving': onWizard(async ({ page }) => {
      await expect(stepBox(page)).toHaveAttribute('data-step', 'step8');
      await busyButton(page, 'Save address');
    }),
  },
};

/** The request as the wizard saved it in local storage. */
async function savedDraft(page: Page): Promise<ServiceRequestDraft> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('cargo-connects.service-request.v1') ?? 'null') as { draft: ServiceRequestDraft }).draft);
}

/** Names in one list and not the other. */
function symmetric(a: readonly string[], b: readonly string[]): string[] {
  return [...a.filter((x) => !b.includes(x)), ...b.filter((x) => !a.includes(x))];
}
