import type { Address } from '../../src/schemas/addressBody';
import type { Order } from '../../src/schemas/order';
import type { OperatorLocation, OrderDocuments } from '../../src/schemas/orderTracking';

// Orders as the API answers them, for machine and view tests.

const address = (id: string, type: 'pickup' | 'drop', buildinName: string, city: string, state: string, country: 'MX' | 'US'): Address => ({
  _id: id,
  type,
  addressDetails: { buildinName, street: 'Av. Industrial 120', postalCode: '66600', city, state, country, latitude: 25.7, longitude: -100.2, cityId: city.toLowerCase() },
  contactDetails: { contactName: 'Lucía Garza', contactNumber: '8112345678' },
  createdAt: '2026-03-01T10:00:00.000Z',
});

export const pickup = address('a1', 'pickup', 'Planta Apodaca', 'Monterrey', 'Nuevo León', 'MX');
export const drop = address('a2', 'drop', 'DFW Crossdock', 'Dallas', 'Texas', 'US');

export const carrier = { name: 'Transportes Norte', truckPlate: 'NL-4821-B', operator: { name: 'Jorge Treviño', phone: '8119876543' } };

export function sampleOrder(overrides: Partial<Order> = {}): Order {
  return {
    movementId: 'CC26000001',
    status: 'NewAssignments',
    paymentStatus: 'paid',
    payBy: null,
    userReference: 'PO1001',
    service: { _id: 'northbound', title: 'Northbound Service' },
    transportationType: { _id: 'ftl', title: 'FTL' },
    mode: { _id: 'ftl-dry-van', title: 'Dry Van' },
    port: { _id: 'colombia-solidarity-bridge', title: 'Colombia Solidarity Bridge' },
    trailer: { _id: 'dry-van-53', title: '53 ft dry van trailer' },
    specialRequirements: [{ _id: 'straps', title: 'Straps' }],
    quantities: { straps: 4 },
    programming: 'Schedule',
    schedule: { date: '2026-04-02', time: '09:30' },
    pickups: [pickup],
    drops: [drop],
    quote: {
      lines: [
        { label: 'Northbound Service', amount: 150_000 },
        { label: 'Straps × 4', amount: 4_000 },
      ],
      total: 154_000,
      currency: 'USD',
    },
    distances: { legs: [{ fromId: 'a1', toId: 'a2', fromLabel: 'Planta Apodaca, Monterrey', toLabel: 'DFW Crossdock, Dallas', km: 859 }], totalKm: 859 },
    entryNum: null,
    rating: null,
    carrier: null,
    statusHistory: [{ status: 'NewAssignments', at: '2026-03-30T15:00:00.000Z' }],
    estimatedArrival: null,
    delays: [],
    createdAt: '2026-03-30T15:00:00.000Z',
    updatedAt: '2026-03-30T15:00:00.000Z',
    ...overrides,
  };
}

/** The order once a carrier took it. */
export const assignedOrder = (overrides: Partial<Order> = {}): Order =>
  sampleOrder({
    status: 'Pending',
    carrier,
    statusHistory: [
      { status: 'NewAssignments', at: '2026-03-30T15:00:00.000Z' },
      { status: 'Pending', at: '2026-03-31T08:00:00.000Z' },
    ],
    ...overrides,
  });

export const completedOrder = (overrides: Partial<Order> = {}): Order =>
  sampleOrder({
    status: 'Completed',
    carrier,
    statusHistory: [
      { status: 'NewAssignments', at: '2026-03-30T15:00:00.000Z' },
      { status: 'Pending', at: '2026-03-31T08:00:00.000Z' },
      { status: 'InProgress', at: '2026-04-02T09:40:00.000Z' },
      { status: 'Completed', at: '2026-04-02T18:10:00.000Z' },
    ],
    ...overrides,
  });

export const documentsOf = (order: Order, documents: OrderDocuments['documents'] = []): OrderDocuments => ({
  movementId: order.movementId,
  proofOfPhotography: order.status === 'Completed',
  userUploadCheck: order.status !== 'NewAssignments',
  documents,
});

export const aDocument = {
  _id: 'd1',
  kind: 'doc' as const,
  name: 'commercial-invoice.pdf',
  url: '/v1/common/uploads/3f2b8c1e-0d4a-4b6e-9a51-2c7d8e9f0a1b',
  uploadedBy: 'user' as const,
  uploadedAt: '2026-03-31T09:00:00.000Z',
};

export const locationOf = (order: Order): OperatorLocation => ({
  movementId: order.movementId,
  operator: carrier.operator,
  location: { latitude: 25.6866, longitude: -100.3161, label: 'Near Colombia Solidarity Bridge', updatedAt: '2026-03-31T10:00:00.000Z' },
});
