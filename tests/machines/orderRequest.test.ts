import { describe, expect, it } from 'vitest';
import { orderRequestFromDraft, quoteRequestFromDraft } from '../../src/machines/orderRequest';
import { filled, item } from './serviceRequestMachine.samples';

// The bodies the wizard sends (spec §7 coordinatesPrice and order creation, server/routes/order.ts):
// ids only, each quantity only when chosen, a schedule only when scheduled. The paths' drafts are all
// Instant with straps alone; these are the other cases, written out by hand.
describe('the wizard’s request bodies', () => {
  const scheduled = {
    ...filled,
    selectedQuantityChains: 2,
    selectedQuantityStraps: 'Select option' as const,
    selectedQuantityTarps: 6,
    selectedPrograming: 'Schedule' as const,
    schedule: { date: '2026-12-01', time: '08:30' },
    selectedDropItems: [item('a2', 'Bodega Laredo, Laredo'), item('a4', 'Bodega Querétaro, Querétaro')],
  };

  it('a scheduled order with chains and tarps: those two quantities and its day and time', () => {
    expect(orderRequestFromDraft(scheduled)).toEqual({
      serviceId: 'northbound',
      transportationTypeId: 'ftl',
      modeId: 'ftl-dry-van',
      portId: 'colombia-solidarity-bridge',
      specialRequirementIds: ['sr-straps'],
      quantities: { chains: 2, tarps: 6 },
      pickupAddressIds: ['a1'],
      dropAddressIds: ['a2', 'a4'],
      userReference: 'REF123',
      trailerId: 'trl-53',
      programming: 'Schedule',
      schedule: { date: '2026-12-01', time: '08:30' },
    });
  });

  it('an instant order sends no schedule, even when one was typed before switching to Instant', () => {
    const body = orderRequestFromDraft({ ...scheduled, selectedPrograming: 'Instant' });
    expect(body.programming).toBe('Instant');
    expect(body).not.toHaveProperty('schedule');
  });

  it('the price asks with no quantity when none was chosen', () => {
    const none = { ...scheduled, selectedQuantityChains: 'Select option' as const, selectedQuantityTarps: 'Select option' as const };
    expect(quoteRequestFromDraft(none).quantities).toEqual({});
    expect(quoteRequestFromDraft({ ...none, selectedQuantityStraps: 3 }).quantities).toEqual({ straps: 3 });
  });
});
