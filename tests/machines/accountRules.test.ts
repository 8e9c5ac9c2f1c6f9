import { describe, expect, it } from 'vitest';
import { awaitsAdminVerification, changesOrders, managesSubUser, managesSubUsers, paysForOrders, requestsServices } from '../../src/machines/accountRules';

describe('account rules', () => {
  it('[role.main-manages-subusers] the main user and admins manage sub-users (issue 17.4), nobody else', () => {
    expect(managesSubUsers({ accessLevel: 'owner' })).toBe(true);
    expect(managesSubUsers({ accessLevel: 'admin' })).toBe(true);
    expect(managesSubUsers({ accessLevel: 'booker' })).toBe(false);
    expect(managesSubUsers({ accessLevel: 'viewer' })).toBe(false);
    expect(managesSubUsers(null)).toBe(false);
  });
  it('issue 17.4: a Viewer sees; a Booker also requests and pays; nobody signed out does anything', () => {
    expect(requestsServices({ accessLevel: 'viewer' })).toBe(false);
    expect(paysForOrders({ accessLevel: 'viewer' })).toBe(false);
    expect(changesOrders({ accessLevel: 'viewer' })).toBe(false);
    for (const accessLevel of ['booker', 'admin', 'owner'] as const) {
      expect(requestsServices({ accessLevel })).toBe(true);
      expect(paysForOrders({ accessLevel })).toBe(true);
    }
    expect(requestsServices(null)).toBe(false);
  });
  it('issue 17.4: an admin manages Viewers and Bookers, never an admin or themselves; the main user manages everyone', () => {
    const admin = { accessLevel: 'admin' as const, accountId: 'a1' };
    expect(managesSubUser(admin, { accountId: 'b1', role: 'booker' })).toBe(true);
    expect(managesSubUser(admin, { accountId: 'v1', role: 'viewer' })).toBe(true);
    expect(managesSubUser(admin, { accountId: 'a2', role: 'admin' })).toBe(false);
    expect(managesSubUser(admin, { accountId: 'a1', role: 'admin' })).toBe(false);
    expect(managesSubUser({ accessLevel: 'owner', accountId: 'm1' }, { accountId: 'a2', role: 'admin' })).toBe(true);
    expect(managesSubUser({ accessLevel: 'booker', accountId: 'b2' }, { accountId: 'v1', role: 'viewer' })).toBe(false);
    // Nobody edits their own role, whatever the row says; nobody signed out manages anyone.
    expect(managesSubUser({ accessLevel: 'owner', accountId: 'm1' }, { accountId: 'm1', role: 'admin' })).toBe(false);
    expect(managesSubUser(null, { accountId: 'v1', role: 'viewer' })).toBe(false);
  });
  it('[guard.admin-verification] a company waits for the admin until verifyByAdmin is true', () => {
    expect(awaitsAdminVerification({ verifyByAdmin: false })).toBe(true);
    expect(awaitsAdminVerification({ verifyByAdmin: true })).toBe(false);
    // Not signed in: nothing to wait for on this account.
    expect(awaitsAdminVerification(null)).toBe(false);
  });
});
