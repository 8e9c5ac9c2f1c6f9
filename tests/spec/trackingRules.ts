/**
 * Spec oracle for the public tracking page ("opening a revoked or expired link says so
 * (distinct, clear messages; unknown token → not found)", "never prices, contacts…", "Live: the
 * public page updates when the order moves"), written from the feature request's words, checked against the
 * machine by asking it what would follow. Not recorded with holds(): these rules are the feature request's,
 * not spec-rules.md's.
 */
import { expect } from 'vitest';
import { callInput } from './oracle';
import { transition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { Messages } from '../../src/schemas/messages';
import { ApiError } from '../../src/services/http';

// The server's words, as the feature request asks for them (distinct and clear), written out here.
export const REVOKED_WORDS = 'This tracking link was revoked by the shipper. Ask them for a new one if you still need to follow the delivery.';
export const EXPIRED_WORDS = 'This tracking link has expired: the delivery was completed more than 7 days ago.';
export const CANCELLED_WORDS = 'This tracking link has expired: the shipment was cancelled.';
export const NOT_FOUND_WORDS = 'There is no tracking link at this address. Check that you copied the whole link.';

/** What the server answers for a link that does not open, and the page each answer must lead to. */
const REFUSALS: ReadonlyArray<{ error: ApiError; page: string }> = [
  { error: new ApiError(404, NOT_FOUND_WORDS), page: 'notFound' },
  { error: new ApiError(410, REVOKED_WORDS), page: 'revoked' },
  { error: new ApiError(410, EXPIRED_WORDS), page: 'expired' },
  { error: new ApiError(410, CANCELLED_WORDS), page: 'expired' },
];

const ENDED = ['notFound', 'revoked', 'expired'];

/** The page as the customer sees it: one of the top-level states. */
const pageOf = (s: AnyMachineSnapshot): string => (typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]!);

export function checkTrackingRules(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): void {
  const page = pageOf(snapshot);
  const context = snapshot.context as { tracking: unknown; message: string | null };

  // A link that does not open shows no order data, says why in the server's words, and stays so.
  if (ENDED.includes(page)) {
    expect(context.tracking, `a ${page} link shows no order data`).toBeNull();
    const words = { notFound: [NOT_FOUND_WORDS], revoked: [REVOKED_WORDS], expired: [EXPIRED_WORDS, CANCELLED_WORDS] }[page as 'notFound'];
    expect(words, `a ${page} link says why`).toContain(context.message);
    for (const event of [{ type: 'tracking.changed' }, { type: 'retry' }]) {
      expect(pageOf(transition(machine, snapshot, event)[0]), `a ${page} link stays ${page} after ${event.type}`).toBe(page);
    }
    expect(Object.keys(snapshot.children), `a ${page} link is not watched`).toEqual([]);
  }

  // Wherever the page is fetching, each refusal leads to its own page and drops what was shown.
  const fetching = Object.keys(snapshot.children).find((id) => id === 'loadTracking' || id === 'refreshTracking');
  if (fetching !== undefined) {
    for (const { error, page: expected } of REFUSALS) {
      const [after] = transition(machine, snapshot, { type: `xstate.error.actor.${fetching}`, error });
      expect(pageOf(after), `${error.status} "${error.message}" → ${expected}`).toBe(expected);
      expect((after.context as { tracking: unknown }).tracking, `${expected}: no order data left`).toBeNull();
    }
  }

  // Live: while the shipment is shown, the stream is watched and a change fetches it again,
  // keeping the shipment on screen meanwhile.
  if (page === 'shown') {
    expect(context.tracking, 'a shown shipment has its data').not.toBeNull();
    expect(snapshot.children.watchTracking, 'a shown shipment is watched').toBeDefined();
    const [after] = transition(machine, snapshot, { type: 'tracking.changed' });
    expect(pageOf(after), 'a change keeps the shipment shown').toBe('shown');
    expect(after.matches({ shown: 'refreshing' }), 'a change fetches the shipment again').toBe(true);
    expect((after.context as { tracking: unknown }).tracking, 'the last data stays on screen while fetching').toEqual(context.tracking);
    if (snapshot.matches({ shown: 'refreshing' })) {
      // What the fetch brings is what the page shows; a fetch that merely fails keeps the last data.
      const latest = { ...(context.tracking as object), status: 'Completed', fetched: 'again' };
      const [updated] = transition(machine, snapshot, { type: 'xstate.done.actor.refreshTracking', output: latest });
      expect(updated.matches({ shown: 'live' }), 'updated: live again').toBe(true);
      expect((updated.context as { tracking: unknown }).tracking, 'updated: the latest is shown').toEqual(latest);
      const [kept] = transition(machine, snapshot, { type: 'xstate.error.actor.refreshTracking', error: new ApiError(0, Messages.somethingWrong) });
      expect(kept.matches({ shown: 'live' }), 'not refreshed: still live').toBe(true);
      expect((kept.context as { tracking: unknown }).tracking, 'not refreshed: the last data stays').toEqual(context.tracking);
      // It moved again while fetching: the fetch starts over (a new call), not the stale one.
      expect(after.children.refreshTracking, 'a change while fetching starts a new fetch').not.toBe(snapshot.children.refreshTracking);
    }
  } else {
    expect(snapshot.children.watchTracking, `no stream on the ${page} page`).toBeUndefined();
  }

  // A failure that is not a refusal offers to try again.
  if (page === 'failed') expect(pageOf(transition(machine, snapshot, { type: 'retry' })[0]), 'Try again loads again').toBe('loading');
}

/**
 * The order page's sharing section (links "can be revoked"; "stored hashed"): a link
 * is revoked only after the customer confirms, the list never holds a token, and the address of a
 * revoked link is no longer offered.
 */
export function checkTrackingLinksRules(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): void {
  const context = snapshot.context as { links: ReadonlyArray<Record<string, unknown>>; created: { token: string; link: { id: string } } | null; pendingRevoke: string | null };
  for (const link of context.links) expect(Object.keys(link), 'a listed link has no token').not.toContain('token');
  if (context.created !== null) {
    const listed = context.links.find((link) => link.id === context.created!.link.id);
    expect(listed?.state, 'the link offered for copying is an active one').toBe('active');
  }

  // Asking to revoke never revokes by itself: it asks first, and "keep" calls nothing.
  const active = context.links.find((link) => link.state === 'active');
  if (active !== undefined && snapshot.can({ type: 'revoke.requested', id: active.id as string })) {
    const [asked] = transition(machine, snapshot, { type: 'revoke.requested', id: active.id as string });
    expect(asked.children.revokeLink, 'revoke.requested calls nothing yet').toBeUndefined();
    expect(asked.can({ type: 'revoke.cancelled' }), 'the customer can still keep the link').toBe(true);
    const [kept] = transition(machine, asked, { type: 'revoke.cancelled' });
    expect(kept.children.revokeLink, 'keeping the link calls nothing').toBeUndefined();
    expect(kept.context.links, 'keeping the link changes nothing').toEqual(context.links);
  }
  if (snapshot.children.revokeLink !== undefined) expect(context.pendingRevoke, 'a revocation names its link').not.toBeNull();
}

type StepEvent = { type: string; [key: string]: unknown };
const reason = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Something is wrong please try again');

/**
 * Sharing tracking, step by step: create a link with a label, copy its address (the
 * page's origin + the link's path), revoke an active link after confirming; a refusal shows its
 * reason and changes nothing. Written from the feature request, never from trackingLinksMachine.
 */
export function checkTrackingLinksStep({ from, event, to }: { from: AnyMachineSnapshot; event: StepEvent; to: AnyMachineSnapshot }): void {
  const movementId = from.context.movementId as string;
  type Link = { id: string; state: string };
  const links = from.context.links as Link[];
  switch (event.type) {
    case 'xstate.done.actor.loadLinks':
      expect(to.value).toBe('ready');
      expect(to.context.links).toEqual(event.output);
      return;
    case 'xstate.error.actor.loadLinks':
      expect(to.value, 'Try again').toBe('failed');
      expect(to.context.error).toBe(reason(event.error));
      return;
    case 'retry':
      expect(to.value).toBe('loading');
      expect(callInput(to, 'loadLinks')).toEqual({ movementId });
      return;
    case 'creation.requested':
      expect(to.value).toBe('creating');
      expect(callInput(to, 'createLink'), 'the label typed, for this order').toEqual({ movementId, label: event.label });
      return;
    case 'xstate.done.actor.createLink': {
      const created = (event.output as { created: { link: Link } }).created;
      expect(to.value).toBe('ready');
      expect(to.context.created, 'the new link, offered to copy').toEqual(created);
      expect(to.context.links, 'the new link first, the others kept').toEqual([created.link, ...links]);
      return;
    }
    case 'copy.requested': {
      const created = from.context.created as { url: string } | null;
      expect(created, 'Copy is offered for a link just created').not.toBeNull();
      expect(to.value).toBe('copying');
      expect(callInput(to, 'copyLink'), 'the whole address: this site and the link’s path').toEqual({ url: `${String(from.context.origin).replace(/\/+$/, '')}${created!.url}` });
      return;
    }
    case 'xstate.done.actor.copyLink':
      expect(to.value).toBe('ready');
      expect(to.context.copied).toBe(true);
      return;
    case 'xstate.error.actor.copyLink':
      expect(to.value).toBe('ready');
      expect(to.context.error, 'copy it by hand').toBe(Messages.trackingLinkCopyFailed);
      return;
    case 'revoke.requested':
      expect(links.some((l) => l.id === event.id && l.state === 'active'), 'only an active link of this order can be revoked').toBe(true);
      expect(to.value, 'asked to confirm first').toBe('confirming');
      expect(to.context.pendingRevoke).toBe(event.id);
      return;
    case 'revoke.cancelled':
      expect(to.value).toBe('ready');
      expect(to.context.pendingRevoke).toBeNull();
      expect(to.context.links, 'the link is kept').toEqual(links);
      return;
    case 'revoke.confirmed':
      expect(to.value).toBe('revoking');
      expect(callInput(to, 'revokeLink'), 'the link confirmed').toEqual({ movementId, id: from.context.pendingRevoke });
      return;
    case 'xstate.done.actor.revokeLink': {
      const revoked = (event.output as { link: Link }).link;
      expect(to.value).toBe('ready');
      expect(to.context.links, 'the revoked link shows revoked, the others as they were').toEqual(links.map((l) => (l.id === revoked.id ? revoked : l)));
      const created = from.context.created as { link: Link } | null;
      if (created?.link.id === revoked.id) expect(to.context.created, 'a revoked address is no longer offered to copy').toBeNull();
      expect(to.context.pendingRevoke).toBeNull();
      return;
    }
    case 'xstate.error.actor.createLink':
    case 'xstate.error.actor.revokeLink':
      expect(to.value).toBe('ready');
      expect(to.context.error, 'the reason shows').toBe(reason(event.error));
      expect(to.context.links, 'nothing changed').toEqual(links);
      return;
    default:
      throw new Error(`no tracking-links step oracle for ${event.type}`);
  }
}
