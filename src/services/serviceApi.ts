import type { Address, AddressBody } from '../schemas/addressBody.ts';
import type { Order } from '../schemas/order.ts';
import type { CreateOrderBody } from '../schemas/orderBody.ts';
import type { Capture, CaptureBody, PaymentSetup } from '../schemas/payment.ts';
import type { DropDistances, DropDistancesRequest, PricedQuote, QuoteRequest } from '../schemas/quote.ts';
import type { SpecialRequirement, TransitInfo, TypeOfService } from '../schemas/serviceCatalog.ts';
import { authApi } from './authApi.ts';
import { api, type HttpClient } from './http.ts';

/** The most addresses the book page lists (the API's largest page). */
export const ADDRESS_BOOK_LIMIT = 100;

type List<T> = { response: T[]; pagination: { page: number; limit: number; total: number; totalPages: number } };

// The service-request calls of spec §7. Every failure is rethrown as an ApiError (err.rethrow).
export function createServiceApi(client: HttpClient = api, withSession: <T>(call: () => Promise<T>) => Promise<T> = (call) => authApi.withSession(call)) {
  // Every call is a signed-in one: a 401 gets one silent refresh and retry, then ends the session.
  const data = <T>(call: () => Promise<{ data: T }>): Promise<T> => withSession(async () => (await call()).data);
  return {
    typesOfService: () => data(() => client.get<TypeOfService[]>('/v1/user/transitInfo/typeOfService')),
    transitInfo: () => data(() => client.get<TransitInfo>('/v1/user/transitInfo')),
    specialRequirements: (choice: { portId: string; transportationTypeId: string; serviceId: string }) =>
      data(() => client.post<SpecialRequirement[]>('/v1/user/specialRequirements', { body: choice })),

    addresses: async (type: 'pickup' | 'drop') =>
      (await data(() => client.get<List<Address>>('/v1/user/address', { query: { type, limit: 50 } }))).response,
    address: (id: string) => data(() => client.get<Address>(`/v1/user/address/${encodeURIComponent(id)}`)),
    createAddress: (body: AddressBody) => data(() => client.post<Address>('/v1/user/address', { body: { ...body } })),
    updateAddress: (id: string, body: AddressBody) =>
      data(() => client.put<Address>(`/v1/user/address/${encodeURIComponent(id)}`, { body: { ...body } })),
    /** The address book page, both sides, newest first (the first ADDRESS_BOOK_LIMIT). */
    addressBook: async () => (await data(() => client.get<List<Address>>('/v1/user/address', { query: { limit: ADDRESS_BOOK_LIMIT } }))).response,
    /** Resolves to the server's message; orders keep their own copy of the address. */
    deleteAddress: async (id: string) => withSession(async () => (await client.delete(`/v1/user/address/${encodeURIComponent(id)}`)).message),

    suggestReference: async () => (await data(() => client.get<{ reference: string }>('/v1/user/order/reference'))).reference,
    /** Resolves when the reference is free; a taken one rejects with the server's 409 message. */
    validateReference: async (userReference: string) => {
      await data(() => client.post('/v1/user/order/reference/validate', { body: { userReference } }));
    },

    /** The price of the choices; with `quoted` when the request names an instant quote (applied, expired or changed). */
    quote: (request: QuoteRequest) => data(() => client.post<PricedQuote>('/v1/user/order/coordinatesPrice', { body: { ...request } })),
    dropDistances: (request: DropDistancesRequest) =>
      data(() => client.post<DropDistances>('/v1/user/order/calculateDropDistances', { body: { ...request } })),
    createOrder: (body: CreateOrderBody) => data(() => client.post<Order>('/v1/user/order', { body: { ...body } })),
    order: (movementId: string) => data(() => client.get<Order>(`/v1/user/order/${encodeURIComponent(movementId)}`)),
    /** How to collect the card for this order (the provider's own fields); 409 when it cannot be paid. */
    preparePayment: (movementId: string) => data(() => client.post<PaymentSetup>('/v1/user/payPal/order', { body: { movementId } })),
    /** Charges the order with the provider's token for the card, never the card itself. */
    capture: (body: CaptureBody) => data(() => client.post<Capture>('/v1/user/payPal/capture', { body: { ...body } })),
  };
}

export type ServiceApi = ReturnType<typeof createServiceApi>;
export const serviceApi: ServiceApi = /* @__PURE__ */ createServiceApi();
