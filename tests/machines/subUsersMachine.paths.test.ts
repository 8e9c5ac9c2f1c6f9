import { checkAnswerToasts } from '../spec/toastRules';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { subUserRows, subUsersMachine, type SubUsersInput } from '../../src/machines/subUsersMachine';
import type { SubUser } from '../../src/schemas/subUser';
import { ApiError } from '../../src/services/http';
import type { SubUserPage, SubUserRemoved } from '../../src/services/subUsersApi';
import { checkSubUserRules } from '../spec/listRules';
import { checkSubUserListRoles, checkSubUsersStep } from '../spec/teamRoleRules';
import { definePathTests } from '../support/pathCoverage';

const ana: SubUser = { accountId: 's1', contactName: 'Ana Paz', contactNumber: '5550001111', email: 'ana@frontera.example', role: 'booker', invitationPending: true, createdAt: '2026-03-07T14:05:00.000Z' };
const beto: SubUser = { accountId: 's2', contactName: 'Beto Ruiz', contactNumber: '5550002222', email: 'beto@frontera.example', role: 'viewer', invitationPending: false, createdAt: '2026-03-08T09:00:00.000Z' };
// The admin who opens the list in some paths (s9), and another admin.
const adminSelf: SubUser = { ...beto, accountId: 's9', contactName: 'Cris Admin', role: 'admin', invitationPending: false };
const otherAdmin: SubUser = { ...beto, accountId: 's8', contactName: 'Dora Admin', role: 'admin', invitationPending: true };
const pagination = (page: number, total: number) => ({ page, limit: 10, total, totalPages: Math.max(1, Math.ceil(total / 10)) });

const onePage: SubUserPage = { subUsers: [ana, beto], pagination: pagination(1, 2) };
const withAdmins: SubUserPage = { subUsers: [adminSelf, otherAdmin, ana], pagination: pagination(1, 3) };
const resentAna = { subUser: ana, message: 'Invitation sent again. Earlier links no longer work.' };
const lastOne: SubUserPage = { subUsers: [ana], pagination: pagination(2, 11) };
const none: SubUserPage = { subUsers: [], pagination: pagination(1, 0) };
const removedAna: SubUserRemoved = { accountId: 's1', message: 'Sub-user deleted successfully' };
const forbidden = new ApiError(403, 'Only the main user and admins can manage sub-users.');
const expired = new ApiError(401, 'Your session has expired. Please sign in again.');
// spec role.main-manages-subusers as the team roles widen it, in the feature request's words (not imported from messages.ts).
const ONLY_MAIN = 'Only the main user and admins can manage sub-users.';
const mainUser = { profile: { accessLevel: 'owner' as const, accountId: 'm1' } };
const admin = { profile: { accessLevel: 'admin' as const, accountId: 's9' } };
const subUser = { profile: { accessLevel: 'booker' as const, accountId: 's3' } };
const viewer = { profile: { accessLevel: 'viewer' as const, accountId: 's4' } };

describe('sub-users machine: generated paths', () => {
  definePathTests(subUsersMachine, {
    // The main user and an admin open the list; a Booker or a Viewer is turned away before any call.
    inputs: [mainUser, admin, subUser, viewer],
    everyInput: true,
    events: {
      'page.changed': [{ type: 'page.changed', page: 2 }, { type: 'page.changed', page: 1 }],
      // Ana (a booker); the admin themselves; another admin.
      'deletion.requested': [
        { type: 'deletion.requested', accountId: 's1' },
        { type: 'deletion.requested', accountId: 's9' },
        { type: 'deletion.requested', accountId: 's8' },
      ],
      'invitation.resent': [
        { type: 'invitation.resent', accountId: 's1' },
        { type: 'invitation.resent', accountId: 's2' },
        { type: 'invitation.resent', accountId: 's8' },
      ],
      'xstate.done.actor.resendInvitation': [{ type: 'xstate.done.actor.resendInvitation', output: resentAna }],
      'xstate.error.actor.resendInvitation': [{ type: 'xstate.error.actor.resendInvitation', error: new ApiError(409, 'This sub-user has already accepted their invitation.') }],
      'xstate.done.actor.loadSubUsers': [
        { type: 'xstate.done.actor.loadSubUsers', output: onePage },
        { type: 'xstate.done.actor.loadSubUsers', output: withAdmins },
        { type: 'xstate.done.actor.loadSubUsers', output: lastOne },
        { type: 'xstate.done.actor.loadSubUsers', output: none },
      ],
      'xstate.error.actor.loadSubUsers': [
        { type: 'xstate.error.actor.loadSubUsers', error: forbidden },
        { type: 'xstate.error.actor.loadSubUsers', error: expired },
        { type: 'xstate.error.actor.loadSubUsers', error: new ApiError(0, 'Something is wrong please try again') },
      ],
      'xstate.done.actor.deleteSubUser': [{ type: 'xstate.done.actor.deleteSubUser', output: removedAna }],
      'xstate.error.actor.deleteSubUser': [
        { type: 'xstate.error.actor.deleteSubUser', error: expired },
        { type: 'xstate.error.actor.deleteSubUser', error: new ApiError(404, 'Sub-user not found') },
      ],
    },
    provide: { actions: { toast: () => {} } },
    steps: checkSubUsersStep,
    states: {
      // The spec's deletion rule wherever a deletion is under way (tests/spec/listRules.ts).
      '#subUsers': (s) => {
        checkSubUserRules(subUsersMachine, s);
        // Who gets the list, and whom each may delete or re-invite (tests/spec/teamRoleRules.ts).
        checkSubUserListRoles(s);
        // The pager asks only for another page that can exist: a whole number from 1, not the one shown.
        if (s.matches('list')) {
          const page = s.context.page;
          for (const asked of [0, -1, 1.5, Number.NaN, page, page + 1, page > 1 ? page - 1 : 2]) {
            expect(s.can({ type: 'page.changed', page: asked }), `page ${asked} from page ${page}`).toBe(Number.isInteger(asked) && asked >= 1 && asked !== page);
          }
        }
        // Sent again or deleted: the server's words as a toast (tests/spec/toastRules.ts).
        checkAnswerToasts(subUsersMachine, s, {
          resendInvitation: (message) => ({ ...resentAna, message }),
          deleteSubUser: (message) => ({ ...removedAna, message }),
        });
      },
      loading: (s) => {
        expect(['owner', 'admin']).toContain(s.context.level);
        expect(s.children.loadSubUsers).toBeDefined();
        expect(s.context.page).toBeGreaterThanOrEqual(1);
      },
      list: (s) => {
        expect(s.context.subUsers.length).toBeGreaterThan(0);
        expect(s.context.pendingDeletion).toBeNull();
        expect(s.context.resending).toBeNull();
      },
      resending: (s) => {
        expect(s.children.resendInvitation).toBeDefined();
        expect(s.context.resending).toBe('s1');
        expect(s.can({ type: 'deletion.requested', accountId: 's1' })).toBe(false);
      },
      empty: (s) => {
        expect(s.context.subUsers).toEqual([]);
        expect(s.can({ type: 'deletion.requested', accountId: 's1' })).toBe(false);
      },
      confirming: (s) => {
        expect(['s1', 's8']).toContain(s.context.pendingDeletion);
        expect(s.can({ type: 'deletion.cancelled' })).toBe(true);
      },
      deleting: (s) => {
        expect(s.children.deleteSubUser).toBeDefined();
        expect(s.can({ type: 'deletion.cancelled' })).toBe(false);
      },
      failed: (s) => {
        // err.rethrow: the call's own message (a 401 ends the session through the API client, not here).
        expect(['Your session has expired. Please sign in again.', 'Something is wrong please try again']).toContain(s.context.error);
        expect(s.can({ type: 'retry' })).toBe(true);
      },
      notAllowed: (s) => {
        expect(s.can({ type: 'retry' })).toBe(false);
        expect(s.can({ type: 'deletion.requested', accountId: 's1' })).toBe(false);
        expect(s.context.subUsers).toEqual([]);
        expect(s.context.error).toBe(ONLY_MAIN);
      },
    },
  });
});

const fakeApi = (pages: Record<number, SubUserPage>, remove: (accountId: string) => Promise<SubUserRemoved>) => {
  const loads: number[] = [];
  const machine = subUsersMachine.provide({
    actors: {
      loadSubUsers: fromPromise<SubUserPage, { page: number }>(async ({ input }) => {
        loads.push(input.page);
        return pages[input.page]!;
      }),
      deleteSubUser: fromPromise<SubUserRemoved, { accountId: string }>(({ input }) => remove(input.accountId)),
    },
  });
  return { machine, loads };
};

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('sub-users machine: deletion', () => {
  it('[subuser.delete-local] removes the entry locally by accountId, toasts, and does not refetch', async () => {
    const toasts: string[] = [];
    const { machine, loads } = fakeApi({ 1: onePage }, async (accountId) => ({ accountId, message: 'Sub-user deleted successfully' }));
    const actor = createActor(machine.provide({ actions: { toast: (_, { message }) => toasts.push(message) } }), { input: mainUser }).start();
    await settle();
    actor.send({ type: 'deletion.requested', accountId: 's1' });
    actor.send({ type: 'deletion.confirmed' });
    await settle();
    const s = actor.getSnapshot();
    expect(s.value).toBe('list');
    expect(s.context.subUsers.map((u) => u.accountId)).toEqual(['s2']);
    expect(s.context.pagination?.total).toBe(1);
    expect(toasts).toEqual(['Sub-user deleted successfully']);
    expect(loads).toEqual([1]);
  });

  it('keeps the list intact with the error message when the deletion fails', async () => {
    const { machine } = fakeApi({ 1: onePage }, async () => {
      throw new ApiError(500, 'Something is wrong please try again');
    });
    const actor = createActor(machine, { input: mainUser }).start();
    await settle();
    actor.send({ type: 'deletion.requested', accountId: 's1' });
    actor.send({ type: 'deletion.confirmed' });
    await settle();
    expect(actor.getSnapshot().value).toBe('list');
    expect(actor.getSnapshot().context.subUsers).toEqual([ana, beto]);
    expect(actor.getSnapshot().context.error).toBe('Something is wrong please try again');
  });

  it('cancelling the confirmation deletes nothing', async () => {
    let removes = 0;
    const { machine } = fakeApi({ 1: onePage }, async (accountId) => (removes++, { accountId, message: 'x' }));
    const actor = createActor(machine, { input: mainUser }).start();
    await settle();
    actor.send({ type: 'deletion.requested', accountId: 's1' });
    actor.send({ type: 'deletion.cancelled' });
    expect(actor.getSnapshot().value).toBe('list');
    expect(actor.getSnapshot().context.pendingDeletion).toBeNull();
    expect(removes).toBe(0);
  });

  it('deleting the last entry of page 2 shows page 1', async () => {
    const { machine, loads } = fakeApi({ 1: onePage, 2: lastOne }, async (accountId) => ({ accountId, message: 'Sub-user deleted successfully' }));
    const actor = createActor(machine, { input: mainUser }).start();
    await settle();
    actor.send({ type: 'page.changed', page: 2 });
    await settle();
    actor.send({ type: 'deletion.requested', accountId: 's1' });
    actor.send({ type: 'deletion.confirmed' });
    await settle();
    expect(loads).toEqual([1, 2, 1]);
    expect(actor.getSnapshot().context.page).toBe(1);
  });

  it('[role.main-manages-subusers] a sub-user sees that only the main user manages sub-users, and nothing is asked of the server', async () => {
    const { machine, loads } = fakeApi({ 1: onePage }, async (accountId) => ({ accountId, message: '' }));
    const actor = createActor(machine, { input: subUser }).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('notAllowed');
    expect(actor.getSnapshot().context.error).toBe(ONLY_MAIN);
    expect(loads).toEqual([]);
  });

  it('[role.main-manages-subusers] the server refusing a main user demoted meanwhile shows the same notice', async () => {
    const machine = subUsersMachine.provide({ actors: { loadSubUsers: fromPromise<SubUserPage, { page: number }>(async () => Promise.reject(forbidden)) } });
    const actor = createActor(machine, { input: mainUser }).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('notAllowed');
    expect(actor.getSnapshot().context.error).toBe(ONLY_MAIN);
  });

  it('ignores a page change to the current page or to nonsense', async () => {
    const { machine, loads } = fakeApi({ 1: onePage }, async (accountId) => ({ accountId, message: '' }));
    const actor = createActor(machine, { input: mainUser }).start();
    await settle();
    actor.send({ type: 'page.changed', page: 1 });
    actor.send({ type: 'page.changed', page: 0 });
    expect(actor.getSnapshot().value).toBe('list');
    expect(loads).toEqual([1]);
  });

  it('formats the created date with the app date format (month named)', () => {
    expect(subUserRows([ana])[0]!.createdOn).toBe('7 Mar 2026');
  });
});

describe('sub-users machine: team roles and invitations (issues 17.4, 18.7)', () => {
  const listAs = async (input: SubUsersInput, page: SubUserPage) => {
    const { machine } = fakeApi({ 1: page }, async (accountId) => ({ accountId, message: 'Sub-user deleted successfully' }));
    const actor = createActor(machine, { input }).start();
    await settle();
    return actor;
  };

  it('an admin deletes and re-invites Bookers and Viewers only: not themselves, not another admin', async () => {
    const actor = await listAs(admin, withAdmins);
    const s = actor.getSnapshot();
    checkSubUserListRoles(s);
    expect(s.can({ type: 'deletion.requested', accountId: 's1' })).toBe(true);
    expect(s.can({ type: 'deletion.requested', accountId: 's9' })).toBe(false);
    expect(s.can({ type: 'deletion.requested', accountId: 's8' })).toBe(false);
    expect(s.can({ type: 'invitation.resent', accountId: 's8' })).toBe(false);
  });

  it('the main user manages every sub-user, admins included', async () => {
    const actor = await listAs(mainUser, withAdmins);
    checkSubUserListRoles(actor.getSnapshot());
    expect(actor.getSnapshot().can({ type: 'deletion.requested', accountId: 's8' })).toBe(true);
  });

  it('Resend is for a pending invitee only, and toasts the server’s words', async () => {
    const toasts: string[] = [];
    const calls: string[] = [];
    const { machine } = fakeApi({ 1: onePage }, async (accountId) => ({ accountId, message: '' }));
    const actor = createActor(
      machine.provide({
        actors: { resendInvitation: fromPromise(async ({ input }: { input: { accountId: string } }) => (calls.push(input.accountId), resentAna)) },
        actions: { toast: (_, { message }) => toasts.push(message) },
      }),
      { input: mainUser },
    ).start();
    await settle();
    expect(actor.getSnapshot().can({ type: 'invitation.resent', accountId: 's2' })).toBe(false);
    actor.send({ type: 'invitation.resent', accountId: 's1' });
    await settle();
    expect(calls).toEqual(['s1']);
    expect(toasts).toEqual(['Invitation sent again. Earlier links no longer work.']);
    expect(actor.getSnapshot().value).toBe('list');
  });
});
