import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { Envelope, ListData } from '../../src/schemas/envelope.ts';
import { SubUser, SubUserDeleted } from '../../src/schemas/subUser.ts';
import { ruleIt } from '../spec/ruleIt';

const subUser = {
  accountId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  contactName: 'Sam Ortiz',
  contactNumber: '5551234567',
  email: 'sam@acme.com',
  role: 'booker',
  invitationPending: false,
  createdAt: '2026-01-02T03:04:05.000Z',
};

describe('SubUser (response)', () => {
  ruleIt('[role.main-manages-subusers] decodes a sub-user and a page of them', () => {
    expect(Schema.decodeUnknownSync(SubUser)(subUser)).toEqual(subUser);
    const list = { response: [subUser], pagination: { page: 1, limit: 10, total: 1, totalPages: 1 } };
    expect(Schema.decodeUnknownSync(Envelope(ListData(SubUser)))({ statusCode: 200, message: 'Sub-users fetched successfully', data: list }).data).toEqual(list);
  });

  it('refuses a missing field', () => {
    const { email: _email, ...withoutEmail } = subUser;
    expect(() => Schema.decodeUnknownSync(SubUser)(withoutEmail)).toThrow();
  });

  ruleIt('[subuser.delete-local] the delete answer carries the accountId to remove', () => {
    expect(Schema.decodeUnknownSync(SubUserDeleted)({ accountId: subUser.accountId })).toEqual({ accountId: subUser.accountId });
    expect(() => Schema.decodeUnknownSync(SubUserDeleted)({})).toThrow();
  });
});
