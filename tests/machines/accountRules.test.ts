import { describe, expect, it } from 'vitest';
import { awaitsAdminVerification, managesSubUsers } from '../../src/machines/accountRules';

describe('account rules', () => {
  it('[role.main-manages-subusers] only the main user manages sub-users', () => {
    expect(managesSubUsers({ role: 'main' })).toBe(true);
    expect(managesSubUsers({ role: 'sub' })).toBe(false);
    expect(managesSubUsers(null)).toBe(false);
  });
  it('[guard.admin-verification] a company waits for the admin until verifyByAdmin is true', () => {
    expect(awaitsAdminVerification({ verifyByAdmin: false })).toBe(true);
    expect(awaitsAdminVerification({ verifyByAdmin: true })).toBe(false);
    // Not signed in: nothing to wait for on this account.
    expect(awaitsAdminVerification(null)).toBe(false);
  });
});
