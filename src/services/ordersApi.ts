import type { Pagination } from '../schemas/envelope.ts';
import type { Order, OrderSummary } from '../schemas/order.ts';
import { ORDER_LIST_DEFAULTS, type OrderTab, type OrderTabCounts } from '../schemas/orderStatus.ts';
import type { EntryNumBody, OperatorLocation, OrderDocuments, RatingBody } from '../schemas/orderTracking.ts';
import { uploadSizeError } from '../schemas/uploadSizeError.ts';
import { authApi } from './authApi.ts';
import { dayBounds } from './dateText.ts';
import { api, ApiError, type HttpClient } from './http.ts';

// The order-following calls of spec §7 (list, one order, entry number, rating, cancel, operator
// location, documents). Every failure is rethrown as an ApiError (err.rethrow).

/** A page of orders (summaries: the order page reads the whole order), and how many orders each tab holds for the same search and dates. */
export type OrderPage = { readonly orders: readonly OrderSummary[]; readonly pagination: Pagination; readonly counts: OrderTabCounts };
/** An action's answer: the order as it now is, and the server's words for the toast. */
export type OrderChange = { readonly order: Order; readonly message: string };
export type DocumentsChange = { readonly documents: OrderDocuments; readonly message: string };
export type OrderListQuery = {
  readonly status?: OrderTab;
  readonly page?: number;
  readonly limit?: number;
  /** Part of a movement id or a reference. */
  readonly search?: string;
  /** Booked from / to these days of the customer's calendar ('yyyy-MM-dd', both inclusive). */
  readonly from?: string;
  readonly to?: string;
};
export type CustomerDocumentKind = 'doc' | 'qr';

/**
 * The order's receipt (or refund note, once refunded) as a PDF download: a plain link, like the
 * order documents, since the server also accepts the token cookie there. 409 while unpaid.
 */
export const receiptUrl = (movementId: string, apiBaseUrl = ''): string => `${apiBaseUrl.replace(/\/+$/, '')}/v1/user/order/${encodeURIComponent(movementId)}/receipt`;

export function createOrdersApi(client: HttpClient = api, withSession: <T>(call: () => Promise<T>) => Promise<T> = (call) => authApi.withSession(call)) {
  const id = (movementId: string) => encodeURIComponent(movementId);

  return {
    /**
     * spec call.orders-query: status (a tab; none = every order), page, limit; newest first. Search
     * and booking days narrow it; the days go as the instants they run between in the
     * customer's own zone, so an order booked late in the evening counts on the day its card shows.
     */
    list: (query: OrderListQuery = {}): Promise<OrderPage> =>
      withSession(async () => {
        const { data } = await client.get<{ response: OrderSummary[]; pagination: Pagination; counts: OrderTabCounts }>('/v1/user/order', {
          query: {
            status: query.status,
            page: query.page ?? ORDER_LIST_DEFAULTS.page,
            limit: query.limit ?? ORDER_LIST_DEFAULTS.limit,
            search: query.search || undefined,
            from: query.from ? dayBounds(query.from).start : undefined,
            to: query.to ? dayBounds(query.to).end : undefined,
          },
        });
        return { orders: data.response, pagination: data.pagination, counts: data.counts };
      }),

    /** One order by movementId; another company's id is a 404 like an unknown one. */
    order: (movementId: string): Promise<Order> => withSession(async () => (await client.get<Order>(`/v1/user/order/${id(movementId)}`)).data),

    saveEntryNum: (movementId: string, body: EntryNumBody): Promise<OrderChange> =>
      withSession(async () => {
        const { data, message } = await client.put<Order>(`/v1/user/order/entryNum/${id(movementId)}`, { body: { ...body } });
        return { order: data, message };
      }),

    rate: (movementId: string, body: RatingBody): Promise<OrderChange> =>
      withSession(async () => {
        const { data, message } = await client.post<Order>(`/v1/user/rating/${id(movementId)}`, { body: { ...body } });
        return { order: data, message };
      }),

    cancel: (movementId: string): Promise<OrderChange> =>
      withSession(async () => {
        const { data, message } = await client.post<Order>(`/v1/common/cancel/movement/user/${id(movementId)}`);
        return { order: data, message };
      }),

    operatorLocation: (movementId: string): Promise<OperatorLocation> =>
      withSession(async () => (await client.get<OperatorLocation>(`/v1/common/locat/operator/${id(movementId)}`)).data),

    /**
     * spec val.upload-size: a file of 2 MB or more is refused before any byte is sent (the server
     * checks again). The path's `&` are part of the spec's route: sent as they are.
     */
    uploadDocument: (movementId: string, file: File, type: CustomerDocumentKind): Promise<DocumentsChange> => {
      const tooBig = uploadSizeError(file.size);
      if (tooBig) return Promise.reject(new ApiError(400, tooBig, { file: tooBig }));
      return withSession(async () => {
        const body = new FormData();
        body.append('file', file);
        body.append('type', type);
        const { data, message } = await client.post<OrderDocuments>(`/v1/common/qr&proof&doc/${id(movementId)}`, { body });
        return { documents: data, message };
      });
    },

    /** The customer's upload check: proof-of-photography and user-upload flags plus the documents. */
    documents: (movementId: string): Promise<OrderDocuments> =>
      withSession(async () => (await client.post<OrderDocuments>(`/v1/common/qr&proof/doc/user/${id(movementId)}`)).data),
  };
}

export type OrdersApi = ReturnType<typeof createOrdersApi>;
export const ordersApi: OrdersApi = /* @__PURE__ */ createOrdersApi();
