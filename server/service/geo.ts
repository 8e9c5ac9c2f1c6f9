// Great-circle distances on a spherical Earth (haversine): what the price zones and the route use.

export interface LatLng {
  readonly latitude: number;
  readonly longitude: number;
}

/** The IUGG mean Earth radius. */
export const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine formula). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Kilometres to one decimal. */
export const roundKm = (km: number): number => Math.round(km * 10) / 10;
