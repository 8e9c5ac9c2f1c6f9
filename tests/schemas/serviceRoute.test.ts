import { describe, expect, it } from 'vitest';
import { routeErrors } from '../../src/schemas/serviceRoute.ts';

// A Northbound order goes from Mexico to the US, a Southbound one from the US to Mexico.
const northbound = { _id: 'northbound', title: 'Northbound Service' };
const southbound = { _id: 'southbound', title: 'Southbound Service' };
const MX = { country: 'MX' } as const;
const US = { country: 'US' } as const;

describe('routeErrors', () => {
  it('accepts pickups on the departure side and drops on the arrival side', () => {
    expect(routeErrors(northbound, [MX, MX], [US])).toEqual({});
    expect(routeErrors(southbound, [US], [MX, MX])).toEqual({});
  });
  it('refuses Monterrey to Querétaro (both in Mexico) for Northbound, naming the side that is wrong', () => {
    expect(routeErrors(northbound, [MX], [MX])).toEqual({ dropAddressIds: 'Northbound Service delivers to the United States: please choose drop addresses in the United States.' });
  });
  it('one address on the wrong side is enough; both sides can be wrong', () => {
    expect(routeErrors(southbound, [US, MX], [US])).toEqual({
      pickupAddressIds: 'Southbound Service picks up in the United States: please choose pickup addresses in the United States.',
      dropAddressIds: 'Southbound Service delivers to Mexico: please choose drop addresses in Mexico.',
    });
  });
  it('a service with no crossing rule, or no addresses yet, is not refused here', () => {
    expect(routeErrors({ _id: 'domestic', title: 'Domestic' }, [MX], [MX])).toEqual({});
    expect(routeErrors(northbound, [], [])).toEqual({});
  });
});
