/**
 * Spec oracles for team roles ("Viewer (sees orders and tracking), Booker (also
 * requests and pays for services), Admin (also manages sub-users)"; the main user above Admin; "a
 * sub-user editing their own role" refused) and invitations ("a sub-user invited by
 * email (sets their own password)"). Written from the feature request's words, not read from
 * src/schemas/teamRoles.ts. Not recorded with holds() except for the spec's own
 * role.main-manages-subusers: the others are the feature request's rules, not spec-rules.md's.
 */
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { Messages } from '../../src/schemas/messages';
import { callInput, holds } from './oracle';

type Level = 'owner' | 'admin' | 'booker' | 'viewer';
type Entry = { readonly accountId: string; readonly role: 'viewer' | 'booker' | 'admin'; readonly invitationPending: boolean };

/** "Admin (also manages sub-users)": the main user and admins; a Viewer or a Booker never. */
const managesSubUsers = (level: Level | null): boolean => level === 'owner' || level === 'admin';

/**
 * Who may touch whom: the main user everyone; an admin only Viewers and Bookers (nobody raises
 * anyone to their own level, and another admin is theirs as much as they are); nobody themselves.
 */
const mayTouch = (level: Level, selfId: string | null, entry: Entry): boolean =>
  entry.accountId !== selfId && (level === 'owner' || (level === 'admin' && entry.role !== 'admin'));

/** The sub-user list (subUsersMachine): who gets it, and which entries offer Delete and Resend. */
export function checkSubUserListRoles(snapshot: AnyMachineSnapshot): void {
  const level = snapshot.context.level as Level | null;
  if (!managesSubUsers(level)) {
    holds('role.main-manages-subusers', () =>
      expect(snapshot.matches('checkingRole') || snapshot.matches('notAllowed'), `[role.main-manages-subusers] a ${level ?? 'signed-out'} account does not manage sub-users`).toBe(true),
    );
    expect(snapshot.context.subUsers).toEqual([]);
  }
  if (!snapshot.matches('list') || level === null) return;
  for (const entry of snapshot.context.subUsers as readonly Entry[]) {
    const touch = mayTouch(level, snapshot.context.selfId as string | null, entry);
    expect(snapshot.can({ type: 'deletion.requested', accountId: entry.accountId }), `a ${level} deleting a ${entry.role} (${entry.accountId})`).toBe(touch);
    // "Invitation sent" with Resend: only for a pending invitee one may touch.
    expect(snapshot.can({ type: 'invitation.resent', accountId: entry.accountId }), `a ${level} re-inviting ${entry.accountId}`).toBe(touch && entry.invitationPending);
  }
}

/** The sub-user form (subUserFormMachine): who may open it, and whom it lets them edit. */
export function checkSubUserFormRoles(snapshot: AnyMachineSnapshot): void {
  const level = snapshot.context.level as Level | null;
  if (!managesSubUsers(level)) {
    holds('role.main-manages-subusers', () =>
      expect(snapshot.matches('checkingRole') || snapshot.matches('notAllowed'), `[role.main-manages-subusers] a ${level ?? 'signed-out'} account does not manage sub-users`).toBe(true),
    );
  }
  const edited = snapshot.context.subUser as Entry | null;
  if (level !== null && edited !== null && (snapshot.matches('editing') || snapshot.matches('submitting'))) {
    // Nobody edits their own role; an admin does not edit another admin.
    expect(mayTouch(level, snapshot.context.selfId as string | null, edited), `a ${level} editing a ${edited.role}`).toBe(true);
  }
}

/** The order page (orderMachine): a Viewer "sees orders and tracking" and is offered nothing that pays or changes. */
export function checkOrderRoles(snapshot: AnyMachineSnapshot): void {
  if (snapshot.context.level !== 'viewer') return;
  for (const event of [
    { type: 'payment.started' },
    { type: 'cancel.requested' },
    { type: 'rating.submitted', rating: { rating: 5 } },
    { type: 'entryNum.submitted', body: { entryNum: 'E1' } },
    { type: 'document.selected', file: { name: 'proof.pdf', size: 1000, type: 'application/pdf' }, kind: 'doc' },
  ]) {
    expect(snapshot.can(event as never), `a Viewer offered ${event.type}`).toBe(false);
  }
}

interface StepLike {
  from: AnyMachineSnapshot;
  event: { type: string; [key: string]: unknown };
  to: AnyMachineSnapshot;
}

const messageOf = (error: unknown) => ((error as Error | null)?.message ? (error as Error).message : 'Something is wrong please try again');

/**
 * The sub-user list, step by step (spec §6: the list, paginated; subuser.delete-local: a deleted
 * sub-user leaves the list without reloading it, the page before when it was the page's last;
 * err.rethrow; who may delete or re-invite whom). Never read from subUsersMachine.
 */
export function checkSubUsersStep({ from, event, to }: StepLike): void {
  const entries = from.context.subUsers as readonly Entry[];
  const error = event.error;
  const output = event.output as { subUsers?: Entry[]; pagination?: unknown; accountId?: string } | undefined;
  const asked = (page: number) => {
    expect(to.value, 'the list is asked for').toBe('loading');
    expect(callInput(to, 'loadSubUsers'), 'the page asked for').toEqual({ page });
    expect(to.context.error).toBeNull();
  };
  switch (event.type) {
    case 'xstate.done.actor.loadSubUsers':
      expect(to.value).toBe(output!.subUsers!.length > 0 ? 'list' : 'empty');
      expect(to.context.subUsers).toEqual(output!.subUsers);
      expect(to.context.pagination).toEqual(output!.pagination);
      return;
    case 'xstate.error.actor.loadSubUsers':
      if ((error as { status?: number }).status === 403) {
        holds('role.main-manages-subusers', () => expect(to.value, 'the server says this role does not manage sub-users').toBe('notAllowed'));
        return;
      }
      expect(to.value).toBe('failed');
      holds('err.rethrow', () => expect(to.context.error).toBe(messageOf(error)));
      return;
    case 'retry':
      return asked(from.context.page as number);
    case 'page.changed':
      return asked(event.page as number);
    case 'deletion.requested':
      expect(to.value, 'Delete asks to confirm').toBe('confirming');
      expect(to.context.pendingDeletion).toBe(event.accountId);
      expect(to.context.error).toBeNull();
      return;
    case 'deletion.cancelled':
      expect(to.value).toBe('list');
      expect(to.context.pendingDeletion).toBeNull();
      expect(to.context.subUsers, 'nothing deleted').toEqual(entries);
      return;
    case 'deletion.confirmed':
      expect(to.value).toBe('deleting');
      expect(callInput(to, 'deleteSubUser'), 'the sub-user confirmed').toEqual({ accountId: from.context.pendingDeletion });
      return;
    case 'xstate.done.actor.deleteSubUser': {
      const left = entries.filter((u) => u.accountId !== output!.accountId);
      holds('subuser.delete-local', () => {
        expect(to.context.subUsers, 'the deleted sub-user leaves the list, without reloading it').toEqual(left);
        if (left.length > 0) expect(to.value).toBe('list');
        else if ((from.context.page as number) > 1) asked((from.context.page as number) - 1);
        else expect(to.value, 'no sub-users left').toBe('empty');
      });
      // The count shown with the list ("N sub-users") drops with it.
      const total = (from.context.pagination as { total: number } | null)?.total;
      if (total !== undefined && left.length > 0) expect((to.context.pagination as { total: number }).total, 'one sub-user fewer in all').toBe(Math.max(0, total - 1));
      return;
    }
    case 'xstate.error.actor.deleteSubUser':
    case 'xstate.error.actor.resendInvitation':
      expect(to.value, 'the list stays, with the reason above it').toBe('list');
      expect(to.context.subUsers).toEqual(entries);
      holds('err.rethrow', () => expect(to.context.error).toBe(messageOf(error)));
      return;
    case 'invitation.resent':
      expect(to.value).toBe('resending');
      expect(callInput(to, 'resendInvitation'), 'the invitee chosen').toEqual({ accountId: event.accountId });
      return;
    case 'xstate.done.actor.resendInvitation':
      expect(to.value).toBe('list');
      expect(to.context.error).toBeNull();
      return;
    default:
      throw new Error(`no sub-user list step oracle for ${event.type}`);
  }
}

/**
 * The sub-user form, step by step (spec §6: add and edit a sub-user, main user only — team roles:
 * and admins, on roles below theirs; nobody their own role; err.rethrow on the form and its fields).
 */
export function checkSubUserFormStep({ from, event, to }: StepLike): void {
  const level = from.context.level as Level;
  const error = event.error;
  const fieldsOf = (e: unknown) => ({ ...((e as { fieldErrors?: Record<string, string> }).fieldErrors ?? {}) });
  switch (event.type) {
    case 'create.started':
      expect(to.value, 'an empty form').toBe('editing');
      expect([to.context.accountId, to.context.subUser]).toEqual([null, null]);
      return;
    case 'edit.started':
      expect(to.value).toBe('loading');
      expect(callInput(to, 'loadSubUser'), 'the sub-user chosen').toEqual({ accountId: event.accountId });
      return;
    case 'xstate.done.actor.loadSubUser': {
      const entry = event.output as Entry;
      expect(to.context.subUser).toEqual(entry);
      if (mayTouch(level, from.context.selfId as string | null, entry)) {
        expect(to.value, 'a sub-user of a role below: its form').toBe('editing');
        expect(to.context.error).toBeNull();
      } else {
        expect(to.value, 'yourself or a role not below yours: not yours to change').toBe('outOfReach');
        expect(to.context.error).toBe(entry.accountId === from.context.selfId ? Messages.ownRoleLocked : Messages.roleAboveYours);
      }
      return;
    }
    case 'xstate.error.actor.loadSubUser': {
      const status = (error as { status?: number }).status;
      if (status === 403) {
        holds('role.main-manages-subusers', () => expect(to.value).toBe('notAllowed'));
        expect(to.context.error).toBe(Messages.roleCannotManageSubUsers);
        return;
      }
      if (status === 404) return void expect(to.value, 'no such sub-user in the company').toBe('notFound');
      expect(to.value).toBe('loadFailed');
      holds('err.rethrow', () => expect(to.context.error).toBe(messageOf(error)));
      return;
    }
    case 'retry':
      expect(to.value).toBe('loading');
      expect(to.context.error).toBeNull();
      expect(callInput(to, 'loadSubUser')).toEqual({ accountId: from.context.accountId });
      return;
    case 'subUser.submitted':
      expect(to.value).toBe('submitting');
      expect([to.context.error, to.context.fieldErrors]).toEqual([null, {}]);
      // A new sub-user is created; an edited one updated by its id.
      expect(callInput(to, 'saveSubUser')).toEqual({ accountId: from.context.accountId, form: event.form });
      return;
    case 'xstate.done.actor.saveSubUser':
      expect(to.value, 'saved: back to the list').toBe('saved');
      return;
    case 'xstate.error.actor.saveSubUser': {
      expect(to.value, 'refused: the form again').toBe('editing');
      const fields = fieldsOf(error);
      holds('err.rethrow', () => {
        if (Object.keys(fields).length) expect(to.context.fieldErrors).toEqual(fields);
        else expect(to.context.error).toBe(messageOf(error));
      });
      return;
    }
    default:
      throw new Error(`no sub-user form step oracle for ${event.type}`);
  }
}

/** What the header, dashboard, order pages and profile offer an account (accountRules.ts draws them). */
export interface AccountOffers {
  readonly requestsServices: boolean;
  readonly paysForOrders: boolean;
  readonly changesOrders: boolean;
  readonly managesSubUsers: boolean;
  readonly editsCompanyName: boolean;
  readonly awaitsAdminVerification: boolean;
}

/**
 * The team-role table for whoever is signed in: a Viewer only looks; a Booker also requests and pays
 * for services (and cancels, rates and files what belongs to an order); an Admin also manages
 * sub-users; the company's name is the main user's. Spec guard.admin-verification: a company the
 * admin has not verified yet is told so. Nobody signed in is offered nothing.
 */
export function checkAccountOffers(profile: { readonly accessLevel: Level; readonly verifyByAdmin: boolean } | null, offers: AccountOffers): void {
  const level = profile?.accessLevel ?? null;
  const books = level === 'owner' || level === 'admin' || level === 'booker';
  const who = `[issue 17.4] ${level ?? 'nobody signed in'}`;
  expect(offers.requestsServices, `${who}: Request service`).toBe(books);
  expect(offers.paysForOrders, `${who}: Pay now`).toBe(books);
  expect(offers.changesOrders, `${who}: cancel, rate, entry number, documents`).toBe(books);
  expect(offers.managesSubUsers, `${who}: Sub-users`).toBe(managesSubUsers(level));
  expect(offers.editsCompanyName, `${who}: the company's name`).toBe(level === 'owner');
  expect(offers.awaitsAdminVerification, `[guard.admin-verification] ${level ?? 'nobody'}, verified ${String(profile?.verifyByAdmin)}`).toBe(profile !== null && !profile.verifyByAdmin);
}
