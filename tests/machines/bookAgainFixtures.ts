import type { BookAgainCatalog } from '../../src/machines/bookAgain';
import type { TransitInfo } from '../../src/schemas/serviceCatalog';
import { drop, pickup } from './orderFixtures';

// Today's catalog and address book as the server would answer them, holding everything the sample
// order (orderFixtures.sampleOrder) was booked with. Tests remove what they want gone.

export const transitToday: TransitInfo = {
  typesOfTransportation: [
    { _id: 'ftl', title: 'FTL', description: 'Full truckload', price: 10_000, modes: [{ _id: 'ftl-dry-van', title: 'Dry Van', description: '53 ft', price: 5_000 }] },
  ],
  ports: [{ _id: 'colombia-solidarity-bridge', title: 'Colombia Solidarity Bridge', city: 'Colombia', lat: 27.7, lng: -99.7 }],
  securingEquipment: [{ key: 'straps', title: 'Straps', unitPrice: 1_000 }],
  trailers: [{ _id: 'dry-van-53', title: '53 ft dry van trailer' }],
  cities: [],
};

export const catalogToday: BookAgainCatalog = {
  services: [{ _id: 'northbound', title: 'Northbound Service', description: 'Mexico to the US', price: 150_000 }],
  transitInfo: transitToday,
  requirements: [{ _id: 'straps', title: 'Straps', description: 'Ratchet straps', price: 0, equipmentKey: 'straps' }],
  addressBook: { pickups: [pickup], drops: [drop] },
};
