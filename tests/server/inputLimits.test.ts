// Input limits over the real routes: one password rule, and text bounded before it reaches the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from './support/accounts.ts';
import { createServiceTestApp, newCustomer, post, type Customer } from './support/service.ts';
import { json, type TestApp } from './support/testApp.ts';

describe('input limits', () => {
  let t: TestApp;
  let ana: Customer;
  beforeAll(async () => {
    t = await createServiceTestApp();
    ana = await newCustomer(t, 'ana@limits.example');
  });
  afterAll(() => t.close());

  const huge = 'x'.repeat(5000);

  it('sign-up refuses a 1-character password and a 5000-character company name (400), storing nothing', async () => {
    const short = await t.app.request('/v1/user/auth/signUp', json(registration('short@limits.example', { password: 'a', confirmPassword: 'a' })));
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ errors: { password: 'Password must be at least 8 characters' } });
    const long = await t.app.request('/v1/user/auth/signUp', json(registration('long@limits.example', { companyName: huge })));
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ errors: { companyName: 'company-name must be at most 100 characters' } });
    expect(await t.db.selectFrom('accounts').select('id').where('email', 'in', ['short@limits.example', 'long@limits.example']).execute()).toEqual([]);
  });

  it('a sub-user gets the same password rule', async () => {
    const res = await post(t, ana, '/v1/user/sub/user', { contactName: 'Sub', contactNumber: '5511122233', email: 'sub@limits.example', password: 'a' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ password: 'Password must be at least 8 characters' });
  });

  it('an address with a 5000-character building name is refused', async () => {
    const res = await post(t, ana, '/v1/user/address', {
      type: 'pickup',
      addressDetails: { buildinName: huge, street: '1 Main St', postalCode: '78040', cityId: 'laredo-tx' },
      contactDetails: { contactName: 'Dock', contactNumber: '5551234567' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ 'addressDetails.buildinName': 'building-name must be at most 200 characters' });
  });
});
