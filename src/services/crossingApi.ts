import type { CrossingChecklist, CrossingFormBody } from '../schemas/crossingPaperBodies.ts';
import type { CrossingItemKind } from '../schemas/crossingPapers.ts';
import { uploadSizeError } from '../schemas/uploadSizeError.ts';
import { authApi } from './authApi.ts';
import { api, ApiError, type HttpClient } from './http.ts';

// The crossing's papers of an order (the table: schemas/crossingPapers.ts): its checklist, providing
// an item (a file, or a form's data), removing one, the USMCA claim (which orders are not ready:
// crossingNotReadyApi.ts, the lists' call, apart so the order page's calls load with its chunk).
// Every change answers the whole checklist as it now is, with the server's words for the toast.

/** A change's answer: the checklist as it now is, and the server's words. */
export type CrossingChange = { readonly checklist: CrossingChecklist; readonly message: string };
export type { CrossingFormBody };

const crossingPath = (movementId: string) => `/v1/user/order/${encodeURIComponent(movementId)}/crossing`;

export function createCrossingApi(client: HttpClient = api, withSession: <T>(call: () => Promise<T>) => Promise<T> = (call) => authApi.withSession(call)) {
  const change = async (call: Promise<{ data: CrossingChecklist; message: string }>): Promise<CrossingChange> => {
    const { data, message } = await call;
    return { checklist: data, message };
  };
  return {
    checklist: (movementId: string): Promise<CrossingChecklist> => withSession(async () => (await client.get<CrossingChecklist>(crossingPath(movementId))).data),

    /** A file item: PDF, JPEG or PNG under 2 MB (a larger one is refused before any byte is sent; the server checks both again, by content). */
    provideFile: (movementId: string, kind: CrossingItemKind, file: File): Promise<CrossingChange> => {
      const tooBig = uploadSizeError(file.size);
      if (tooBig) return Promise.reject(new ApiError(400, tooBig, { file: tooBig }));
      return withSession(() => {
        const body = new FormData();
        body.append('file', file);
        return change(client.put<CrossingChecklist>(`${crossingPath(movementId)}/${kind}`, { body }));
      });
    },

    /**
     * A form item. The US entry number goes through the spec's own call (`PUT
     * /v1/user/order/entryNum/{id}`, the order's entry number, which is that paper), then the
     * checklist as it now is; the others to the paper's route.
     */
    provideForm: (movementId: string, kind: CrossingItemKind, body: CrossingFormBody): Promise<CrossingChange> =>
      withSession(async () => {
        if (kind !== 'usEntry') return change(client.put<CrossingChecklist>(`${crossingPath(movementId)}/${kind}`, { body: { ...body } }));
        const { message } = await client.put(`/v1/user/order/entryNum/${encodeURIComponent(movementId)}`, { body: { ...body } });
        return { checklist: (await client.get<CrossingChecklist>(crossingPath(movementId))).data, message };
      }),

    remove: (movementId: string, kind: CrossingItemKind): Promise<CrossingChange> => withSession(() => change(client.delete<CrossingChecklist>(`${crossingPath(movementId)}/${kind}`))),

    setUsmcaClaim: (movementId: string, claimed: boolean): Promise<CrossingChange> =>
      withSession(() => change(client.put<CrossingChecklist>(`${crossingPath(movementId)}/usmcaClaim`, { body: { claimed } }))),
  };
}

export type CrossingApi = ReturnType<typeof createCrossingApi>;
export const crossingApi: CrossingApi = /* @__PURE__ */ createCrossingApi();
