/**
 * Spec oracles for the sub-user list (spec §4 "Sub-user deletion removes the entry locally by
 * accountId") and the order page (spec §4 order statuses: proof of photography counts as done when
 * the status is Completed; the user-upload check is true when the status is anything other than
 * NewAssignments). Written from the spec's words, checked against the machines.
 */
import { expect } from 'vitest';
import { transition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { holds } from './oracle';

type Entry = { readonly accountId: string };

/** While a deletion is under way: once the server confirms, that entry leaves the list and the others stay, in order. */
export function checkSubUserRules(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): void {
  // Who gets the list at all (role.main-manages-subusers, widened by the team roles) is teamRoleRules.ts's.
  if (!snapshot.matches('deleting')) return;
  const accountId = snapshot.context.pendingDeletion as string;
  const before = snapshot.context.subUsers as readonly Entry[];
  const [next] = transition(machine, snapshot, { type: 'xstate.done.actor.deleteSubUser', output: { accountId, message: 'Sub-user deleted successfully' } });
  const after = next.context.subUsers as readonly Entry[];
  holds('subuser.delete-local', () =>
    expect(after.map((u) => u.accountId), '[subuser.delete-local] the deleted entry leaves the list, by accountId').toEqual(before.filter((u) => u.accountId !== accountId).map((u) => u.accountId)),
  );
}

/** The order's checks as the spec states them, for whatever status the order is in. */
export function checkOrderRules(order: { readonly status: string } | null, checks: { proofOfPhotographyDone: boolean; userUploadCheck: boolean } | null): void {
  if (!order || !checks) return;
  holds('order.proof-done', () => expect(checks.proofOfPhotographyDone, `[order.proof-done] proof done for ${order.status}`).toBe(order.status === 'Completed'));
  holds('order.user-upload', () => expect(checks.userUploadCheck, `[order.user-upload] user-upload check for ${order.status}`).toBe(order.status !== 'NewAssignments'));
}
