import type { CreatedTrackingLink, PublicTracking, TrackingLink } from '../../src/schemas/tracking';

// Tracking links and the public page's data as the API answers them, for machine and view tests.

export const inTransit: PublicTracking = {
  movementId: 'CC26000007',
  status: 'InProgress',
  statusHistory: [
    { status: 'NewAssignments', at: '2026-03-01T10:00:00.000Z' },
    { status: 'Pending', at: '2026-03-01T12:00:00.000Z' },
    { status: 'InProgress', at: '2026-03-02T08:00:00.000Z' },
  ],
  service: 'Northbound Service',
  mode: 'Dry Van',
  stops: [
    { kind: 'pickup', city: 'Monterrey', state: 'Nuevo León', country: 'MX' },
    { kind: 'drop', city: 'Dallas', state: 'Texas', country: 'US' },
  ],
  crossing: { title: 'Colombia Solidarity Bridge', city: 'Laredo, TX' },
  totalKm: 859,
  schedule: { date: '2026-03-02', time: '07:00' },
  estimatedArrival: '2026-03-02T23:45:00.000Z',
  deliveredAt: null,
  carrier: { name: 'Transportes Norte', truckPlate: 'NL-4821-B' },
  lastLocation: { label: 'Crossing at Colombia Solidarity Bridge (Laredo, TX)', latitude: 27.7003, longitude: -99.7447, updatedAt: '2026-03-02T08:00:00.000Z' },
  proofOfDelivery: null,
  expiresAt: null,
  updatedAt: '2026-03-02T08:00:00.000Z',
};

export const delivered: PublicTracking = {
  ...inTransit,
  status: 'Completed',
  statusHistory: [...inTransit.statusHistory, { status: 'Completed', at: '2026-03-02T22:10:00.000Z' }],
  estimatedArrival: null,
  deliveredAt: '2026-03-02T22:10:00.000Z',
  lastLocation: { label: 'Delivered in Dallas, Texas', latitude: 32.7767, longitude: -96.797, updatedAt: '2026-03-02T22:10:00.000Z' },
  proofOfDelivery: { name: 'proof-of-delivery-CC26000007.pdf', url: '/v1/public/tracking/tok/proof-of-delivery', uploadedAt: '2026-03-02T22:10:00.000Z' },
  expiresAt: '2026-03-09T22:10:00.000Z',
};

export const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eHh5enp5MTIzNDU2Nzg5MGE';

export const activeLink = (id = 'l1', label: string | null = 'Dallas warehouse'): TrackingLink => ({
  id,
  label,
  last4: TOKEN.slice(-4),
  state: 'active',
  createdAt: '2026-03-01T10:05:00.000Z',
  revokedAt: null,
  expiresAt: null,
});

export const createdLink = (id = 'l2'): CreatedTrackingLink => ({
  token: TOKEN,
  url: `/track/${TOKEN}`,
  expiresAt: null,
  link: activeLink(id, 'Consignee'),
});
