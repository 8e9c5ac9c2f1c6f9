import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../src/schemas/messages.ts';
import type { OrderStatus } from '../../src/schemas/order.ts';
import { ADMIN_TOKEN, advance, advanceTo, placeOrder, send } from './support/orders.ts';
import { createServiceTestApp, get, newCustomer, post, type Customer } from './support/service.ts';
import type { TestApp } from './support/testApp.ts';

// Each row of the status table, as the API answers it. The oracle is written out here, not read
// from the table: DESIGN.md §2 (tabs, cancel while NewAssignments or Pending, rate once Completed,
// spec order.proof-done and order.user-upload) and the API's documented refusals (uploads once a
// carrier is assigned and until cancelled; the entry number until the order is over).
interface Expected {
  readonly tab: string;
  readonly proofOfPhotography: boolean;
  readonly userUploadCheck: boolean;
  readonly upload: 201 | 'uploadNotYet' | 'uploadClosed';
  readonly entryNum: 200 | 'entryNumLocked';
  readonly rating: 200 | 'orderNotCompleted';
  readonly cancel: 200 | 'orderNotCancellable';
  readonly advance: string | 409;
}

const EXPECTED: Record<OrderStatus, Expected> = {
  NewAssignments: {
    tab: 'Pending', proofOfPhotography: false, userUploadCheck: false,
    upload: 'uploadNotYet', entryNum: 200, rating: 'orderNotCompleted', cancel: 200, advance: 'Pending',
  },
  Pending: {
    tab: 'Pending', proofOfPhotography: false, userUploadCheck: true,
    upload: 201, entryNum: 200, rating: 'orderNotCompleted', cancel: 200, advance: 'InProgress',
  },
  InProgress: {
    tab: 'InProgress', proofOfPhotography: false, userUploadCheck: true,
    upload: 201, entryNum: 200, rating: 'orderNotCompleted', cancel: 'orderNotCancellable', advance: 'Completed',
  },
  Completed: {
    tab: 'Completed', proofOfPhotography: true, userUploadCheck: true,
    upload: 201, entryNum: 'entryNumLocked', rating: 200, cancel: 'orderNotCancellable', advance: 409,
  },
  Cancelled: {
    tab: 'Cancelled', proofOfPhotography: false, userUploadCheck: true,
    upload: 'uploadClosed', entryNum: 'entryNumLocked', rating: 'orderNotCompleted', cancel: 'orderNotCancellable', advance: 409,
  },
};

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n');

/** An answer's status, or the message key of its 409. */
const outcome = (res: { status: number; body: { message: string } }, success: number): number | string => {
  if (res.status === success) return success;
  expect(res.status, JSON.stringify(res.body)).toBe(409);
  const key = Object.entries(Messages).find(([, text]) => text === res.body.message)?.[0];
  return key ?? res.body.message;
};

describe('the order status table drives the API', () => {
  let t: TestApp;
  let ana: Customer;
  const ids = {} as Record<OrderStatus, string>;

  /** One order in each status, built as a customer and the carrier side would. */
  async function orderIn(status: OrderStatus): Promise<string> {
    const id = (await placeOrder(t, ana)).movementId;
    if (status === 'Pending' || status === 'InProgress' || status === 'Completed') await advanceTo(t, id, status);
    if (status === 'Cancelled') expect((await post(t, ana, `/v1/common/cancel/movement/user/${id}`, {})).status).toBe(200);
    return id;
  }

  beforeAll(async () => {
    t = await createServiceTestApp({ adminToken: ADMIN_TOKEN });
    ana = await newCustomer(t, 'ana@status-rules.example');
    for (const status of Object.keys(EXPECTED) as OrderStatus[]) ids[status] = await orderIn(status);
  });
  afterAll(() => t.close());

  describe.each(Object.entries(EXPECTED) as Array<[OrderStatus, Expected]>)('%s', (status, expected) => {
    it('is listed under its tab, with its proof and upload checks', async () => {
      const listed = await get(t, ana, `/v1/user/order?status=${expected.tab}&limit=50`);
      expect(listed.body.data.response.map((o: { movementId: string }) => o.movementId)).toContain(ids[status]);
      const check = await post(t, ana, `/v1/common/qr&proof/doc/user/${ids[status]}`, {});
      expect(check.body.data).toMatchObject({ proofOfPhotography: expected.proofOfPhotography, userUploadCheck: expected.userUploadCheck });
    });

    it('takes or refuses an upload, the entry number, a rating and a cancellation', async () => {
      const form = new FormData();
      form.append('file', new File([Uint8Array.from(PDF)], 'entry.pdf', { type: 'application/pdf' }));
      const uploaded = await t.app.request(`/v1/common/qr&proof&doc/${ids[status]}`, { method: 'POST', body: form, headers: ana.headers });
      expect(outcome({ status: uploaded.status, body: await uploaded.json() }, 201)).toBe(expected.upload);
      expect(outcome(await send(t, ana, 'PUT', `/v1/user/order/entryNum/${ids[status]}`, { entryNum: 'E-2026-1' }), 200)).toBe(expected.entryNum);
      expect(outcome(await post(t, ana, `/v1/user/rating/${ids[status]}`, { rating: 5 }), 200)).toBe(expected.rating);
      // Last: a cancellation changes the order.
      expect(outcome(await post(t, ana, `/v1/common/cancel/movement/user/${ids[status]}`, {}), 200)).toBe(expected.cancel);
    });
  });

  it("the operator's advance follows the life cycle and stops at its end or a cancellation", async () => {
    for (const [status, { advance: to }] of Object.entries(EXPECTED) as Array<[OrderStatus, Expected]>) {
      const id = await orderIn(status);
      const res = await advance(t, id);
      if (to === 409) expect(res.status, `${status}: ${JSON.stringify(res.body)}`).toBe(409);
      else expect(res.body.data?.status, `${status}: ${JSON.stringify(res.body)}`).toBe(to);
    }
  });

  it('the database accepts exactly the statuses of the table', async () => {
    const id = ids.NewAssignments;
    for (const status of ['NewAssignments', 'Pending', 'InProgress', 'Completed', 'Cancelled']) {
      await t.db.updateTable('orders').set({ status: status as OrderStatus }).where('movement_id', '=', id).execute();
    }
    await expect(sql`update orders set status = 'Shipped' where movement_id = ${id}`.execute(t.db)).rejects.toThrow(/orders_status_check/);
    const defaults = await sql<{ d: string }>`select column_default as d from information_schema.columns where table_name = 'orders' and column_name = 'status'`.execute(t.db);
    expect(defaults.rows[0]?.d).toContain('NewAssignments');
  });
});
