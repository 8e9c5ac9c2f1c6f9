/**
 * The machines' own generated paths replayed through the real UI (DESIGN.md §4).
 * The machine is the model; the app in Chromium and the real server are the system under test.
 * Each path is the very one `tests/machines/<machine>.paths.test.ts` generates (same event samples,
 * from `tests/machines/<machine>.samples.ts`); a browser model says, per state, what the customer
 * must see and, per event, what the customer does.
 *
 * Events of invoked actors (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`) are not acted:
 * the actor's call (its `wire`) is held when the state that invokes it is entered, so the busy
 * state can be seen, then let through to the server — or cut, when the path's next event is a
 * network failure (an `ApiError` with status 0). A refusal by the server (a 4xx sample) must come
 * from the server itself: the executor of the action before it reads the path ahead (`next`) and
 * acts so the server refuses (a wrong password, an address already taken). Nothing answers in the
 * server's place.
 *
 * An actor without a wire finishes by itself (reading local storage): what the state it leads to
 * starts is held before the step that leads there, or its call would go out unseen. An actor whose
 * outcome the customer decides (a payment: a card typed into the provider's fields) has an executor
 * in `do` under its event's name, run like a customer's event.
 */
import { expect, type Page, type Request, type Route, type TestInfo } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { matchingStateKeys, type MachinePath } from '../../tests/support/pathCoverageCore';
import { languageCheck } from '../support/pseudoWords';

/** The call an invoked actor makes, so the replay can hold it. */
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface Wire {
  /** one method, or several (an address created with POST, or changed with PUT) */
  readonly method: Method | readonly Method[];
  /** matched against the request's path (without origin and query) */
  readonly path: RegExp;
  /** a sampled outcome the app reaches without any call (a file too big to send, no token at all): nothing to hold */
  readonly withoutCall?: (outcome: AnyEventObject) => boolean;
  /** which of the matching requests is the actor's, when the page makes the same call for something else (the app shell's own profile load) */
  readonly accept?: (request: Request) => boolean;
}

export interface SeeArgs {
  /** the machine's snapshot after this step: what the customer must be shown */
  readonly state: AnyMachineSnapshot;
  /** the event that led here (`xstate.init` at the start) */
  readonly via: AnyEventObject;
  /** the path's next event, if any */
  readonly next: AnyEventObject | undefined;
  /** the snapshot before `via` (null at the start) */
  readonly from: AnyMachineSnapshot | null;
  /** runs a browser oracle for a spec rule and records it for the paths report */
  readonly rule: (id: string, check: () => Promise<void>) => Promise<void>;
}

export interface DoArgs {
  readonly event: AnyEventObject;
  /** the path's next event, for an action whose outcome the server decides */
  readonly next: AnyEventObject | undefined;
  /** every event after this one, for an outcome decided further on (an email taken, seen at saving) */
  readonly ahead: readonly AnyEventObject[];
  readonly state: AnyMachineSnapshot;
}

export interface BrowserModel<W> {
  readonly machine: AnyStateMachine;
  /** the unit suite's generated paths (same options, same samples) */
  readonly paths: ReadonlyArray<MachinePath>;
  /** a fresh world per path: a customer, the page, whatever the executors share */
  readonly world: (page: Page, testInfo: TestInfo) => Promise<W>;
  /** brings the app to the machine's initial state; `ahead` is the whole path, for a start the server decides (a token valid or not) */
  readonly start: (world: W, ahead: readonly AnyEventObject[]) => Promise<void>;
  /** before a held call goes on: puts the server in the state the path's outcome needs (a session revoked elsewhere) */
  readonly arrange?: Readonly<Record<string, (world: W, outcome: AnyEventObject) => Promise<void>>>;
  /** keyed like the unit suite's state assertions: state name or `#id`; every matching key runs */
  readonly see: Readonly<Record<string, (world: W, args: SeeArgs) => Promise<void>>>;
  /** one executor per event type the customer causes */
  readonly do: Readonly<Record<string, (world: W, args: DoArgs) => Promise<void>>>;
  /** invoke id → the call it makes; actors without a wire finish on their own */
  readonly wires: Readonly<Record<string, Wire>>;
  /**
   * What no customer action can cause in the tested build (a third party's event), said and kept
   * narrow: which of `paths` are left out, and the only transitions and states they alone reach.
   * Everything else must still be covered by the replayed paths. `paths` stays the unit suite's
   * whole list, so each replayed path keeps its unit title (and number).
   */
  readonly outside?: { readonly why: string; readonly path: (path: MachinePath) => boolean; readonly transitions: RegExp; readonly states: RegExp };
}

/** The paths the browser replays: all of the unit suite's but those declared outside the build. */
export function replayedPaths<W>(model: BrowserModel<W>): MachinePath[] {
  return model.paths.filter((p) => !model.outside?.path(p));
}

const ACTOR_EVENT = /^xstate\.(done|error)\.actor\.(.+)$/;

/** `xstate.error.actor.x` whose sample is a failure to reach the server (status 0). */
export function isNetworkFailure(event: AnyEventObject | undefined): boolean {
  if (!event || !event.type.startsWith('xstate.error.actor.')) return false;
  return (event as { error?: { status?: number } }).error?.status === 0;
}

/** The HTTP status a sampled actor error stands for (0: unreachable), or null for other events. */
export function errorStatus(event: AnyEventObject | undefined): number | null {
  if (!event || !event.type.startsWith('xstate.error.actor.')) return null;
  return (event as { error?: { status?: number } }).error?.status ?? null;
}

/** Invoke ids whose actor this step started (absent before, or a new actor under the same id). */
function startedActors(before: AnyMachineSnapshot | null, after: AnyMachineSnapshot): string[] {
  return Object.entries(after.children ?? {})
    .filter(([id, ref]) => ref && (!before || (before.children as Record<string, unknown>)[id] !== ref))
    .map(([id]) => id);
}

/** One held call: caught on its way out, then let through or cut. */
class Hold {
  private route: Route | null = null;
  private caught!: (route: Route) => void;
  private readonly waiting = new Promise<Route>((resolve) => (this.caught = resolve));
  private readonly handler = async (route: Route, request: Request) => {
    if (this.route || ![this.wire.method].flat().includes(request.method() as Method) || !this.wire.path.test(new URL(request.url()).pathname) || (this.wire.accept && !this.wire.accept(request))) {
      await route.fallback();
      return;
    }
    this.route = route;
    this.caught(route);
  };

  constructor(
    private readonly page: Page,
    readonly id: string,
    private readonly wire: Wire,
  ) {}

  async arm(): Promise<void> {
    await this.page.route('**/v1/**', this.handler);
  }

  /** Waits until the actor's call went out (it is then held). */
  async holding(): Promise<void> {
    await expect
      .poll(() => this.route !== null, { message: `the call of actor "${this.id}" (${this.wire.method} ${this.wire.path}) went out`, timeout: 15_000 })
      .toBe(true);
  }

  async release(cut: boolean): Promise<void> {
    // Handled before unroute: unrouting lets a pending route go on by itself.
    const route = this.route ?? (await this.waiting);
    if (cut) await route.abort('internetdisconnected');
    else await route.continue();
    await this.page.unroute('**/v1/**', this.handler);
  }

  async drop(): Promise<void> {
    if (this.route) await this.route.continue().catch(() => {});
    await this.page.unroute('**/v1/**', this.handler);
  }
}

/** Rules a browser oracle asserted in this test, as annotations the paths report reads. */
export function ruleRecorder(testInfo: TestInfo) {
  const verified = new Set<string>();
  const failed = new Set<string>();
  const flush = () => {
    for (const type of ['spec-verified', 'spec-failed']) {
      const i = testInfo.annotations.findIndex((a) => a.type === type);
      if (i >= 0) testInfo.annotations.splice(i, 1);
    }
    if (verified.size) testInfo.annotations.push({ type: 'spec-verified', description: [...verified].sort().join(' ') });
    if (failed.size) testInfo.annotations.push({ type: 'spec-failed', description: [...failed].sort().join(' ') });
  };
  return async (id: string, check: () => Promise<void>) => {
    try {
      await check();
    } catch (error) {
      failed.add(id);
      verified.delete(id);
      flush();
      throw error;
    }
    if (!failed.has(id)) verified.add(id);
    flush();
  };
}

/** Replays one generated path in the browser: act (or release the held call), then see. */
export async function replayInBrowser<W>(
  model: BrowserModel<W>,
  path: MachinePath,
  page: Page,
  testInfo: TestInfo,
  step: <T>(title: string, body: () => Promise<T>) => Promise<T>,
): Promise<void> {
  // Watching from the first call: a model's world may open the page (its answers are data to the pseudo check).
  const checkLanguage = languageCheck(page);
  const world = await model.world(page, testInfo);
  const rule = ruleRecorder(testInfo);
  const holds = new Map<string, Hold>();
  const armFor = async (before: AnyMachineSnapshot | null, after: AnyMachineSnapshot, next: AnyEventObject | undefined) => {
    const armed: Hold[] = [];
    for (const id of startedActors(before, after)) {
      const wire = model.wires[id];
      if (!wire) continue;
      if ((next?.type === `xstate.error.actor.${id}` || next?.type === `xstate.done.actor.${id}`) && wire.withoutCall?.(next)) continue;
      await holds.get(id)?.drop();
      const hold = new Hold(page, id, wire);
      await hold.arm();
      holds.set(id, hold);
      armed.push(hold);
    }
    return armed;
  };
  /** An actor event nobody causes: its actor has no call to hold and no customer executor. */
  const byItself = (event: AnyEventObject | undefined) => {
    const actor = event && ACTOR_EVENT.exec(event.type);
    return !!actor && !model.wires[actor[2]!] && !model.do[event.type];
  };
  const preArmed = new Map<number, Hold[]>();
  try {
    let before: AnyMachineSnapshot | null = null;
    for (const [i, { event, state }] of path.steps.entries()) {
      const next = path.steps[i + 1]?.event;
      const armed = preArmed.get(i) ?? (await armFor(before, state, next));
      // The states that follow by themselves: their calls are held now, before the app gets there.
      for (let j = i + 1; j < path.steps.length && byItself(path.steps[j]!.event) && !preArmed.has(j); j++) {
        preArmed.set(j, await armFor(path.steps[j - 1]!.state, path.steps[j]!.state, path.steps[j + 1]?.event));
      }
      if (i === 0) {
        await step('start', () => model.start(world, path.steps.slice(1).map((s) => s.event)));
      } else {
        const actor = ACTOR_EVENT.exec(event.type);
        if (actor) {
          const hold = holds.get(actor[2]!);
          holds.delete(actor[2]!);
          const arrange = model.arrange?.[actor[2]!];
          if (hold && arrange) await step(`arrange the server for ${actor[2]}`, () => arrange(world, event));
          if (hold) await step(`${actor[1] === 'done' ? 'let through' : isNetworkFailure(event) ? 'cut' : 'let the server refuse'} the call of ${actor[2]}`, () => hold.release(isNetworkFailure(event)));
          const act = model.do[event.type];
          if (!hold && act) {
            const ahead = path.steps.slice(i + 1).map((s) => s.event);
            await step(`do ${event.type}`, () => act(world, { event, next, ahead, state: before! }));
          }
        } else {
          const act = model.do[event.type];
          if (!act) throw new Error(`${model.machine.id}: no browser executor for event "${event.type}"`);
          const ahead = path.steps.slice(i + 1).map((s) => s.event);
          await step(`do ${event.type}`, () => act(world, { event, next, ahead, state: before! }));
        }
      }
      for (const hold of armed) await hold.holding();
      for (const key of matchingStateKeys(state, model.see)) {
        await step(`see ${key}`, () => model.see[key]!(world, { state, via: event, next, from: before, rule }));
      }
      // In another language: its words on the screen, none from outside the catalog (soft: every step's list).
      await checkLanguage(`after step ${i} (${event.type})`);
      before = state;
    }
  } finally {
    for (const hold of holds.values()) await hold.drop();
  }
}

/** What a browser model lacks to replay every path: states without a check, events without an executor. */
export function browserModelProblems<W>(model: BrowserModel<W>): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const acted = new Set<string>();
  for (const path of replayedPaths(model)) {
    for (const [i, { event, state }] of path.steps.entries()) {
      if (!matchingStateKeys(state, model.see).length) seen.add(JSON.stringify(state.value));
      const actor = ACTOR_EVENT.exec(event.type);
      if (i > 0 && !actor && !model.do[event.type]) acted.add(event.type);
    }
  }
  for (const s of seen) problems.push(`no browser check for state ${s}`);
  for (const e of acted) problems.push(`no browser executor for event ${e}`);
  return problems;
}
