/**
 * Spec oracles for team roles (issue 17.4: "Viewer (sees orders and tracking), Booker (also
 * requests and pays for services), Admin (also manages sub-users)"; the main user above Admin; "a
 * sub-user editing their own role" refused) and invitations (issue 18.7: "a sub-user invited by
 * email (sets their own password)"). Written from the words, not read from
 * src/schemas/teamRoles.ts. Not recorded with holds() except for the spec's own
 * role.main-manages-subusers: the others are the rules, not spec-rules.md's.
 */
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { holds } from './oracle';

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
  ]) {
    expect(snapshot.can(event as never), `a Viewer offered ${event.type}`).toBe(false);
  }
}
