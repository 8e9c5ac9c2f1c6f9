import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import { wallClockAt } from '../../src/schemas/order';
import { createCustomer } from './admin';
import { accessTokenOf, createPaidOrder } from './orders';

// The delay alert's test waits for a real pickup time to pass (the wizard's schedule is by the
// minute, so one to two minutes). Booked before the suite starts, that wait runs beside the other
// tests instead of holding a worker for it; the test then finds the pickup passed, or soon passing.

export interface LatePickup {
  readonly customer: { email: string; password: string };
  readonly movementId: string;
}

const fileOf = (dataDir: string) => join(dataDir, 'late-pickup.json');

/** The next minute on the border's clock, as the wizard's schedule fields hold it. */
function nextMinute(): { date: string; time: string } {
  const [date, time] = wallClockAt(new Date(Date.now() + 60_000)).split('T') as [string, string];
  return { date, time };
}

/** Books a paid order whose pickup is the next minute, and checks the server does not call it late yet. */
export async function bookLatePickup(baseURL: string, dataDir: string): Promise<void> {
  const request = await playwrightRequest.newContext({ baseURL });
  try {
    const customer = await createCustomer(request, { label: 'delay' });
    const movementId = await createPaidOrder(request, customer, { schedule: nextMinute() });
    const token = await accessTokenOf(request, customer);
    const order = await request.get(`/v1/user/order/${movementId}`, { headers: { Authorization: `Bearer ${token}` } });
    const { delays } = ((await order.json()) as { data: { delays: string[] } }).data;
    // Not late yet: the pickup is still ahead.
    if (delays.length) throw new Error(`the order is late as soon as it is booked: ${delays.join(', ')}`);
    writeFileSync(fileOf(dataDir), JSON.stringify({ customer, movementId } satisfies LatePickup));
  } finally {
    await request.dispose();
  }
}

/** What the global setup booked. */
export function latePickupBooked(dataDir: string): LatePickup {
  return JSON.parse(readFileSync(fileOf(dataDir), 'utf8')) as LatePickup;
}
