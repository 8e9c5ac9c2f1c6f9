import type { AcceptInvitationBody } from '../schemas/createPasswordForm.ts';
import type { InvitationInfo } from '../schemas/subUser.ts';
import { api, type HttpClient } from './http.ts';

// The invitee's side of a sub-user's invitation: no session, only the emailed token. Failures are ApiErrors in the
// server's words (a forged, used or expired link is a 4xx with its own message).

export function createInvitationApi(client: HttpClient = api) {
  return {
    /** Who the invitation is for; refused when the link no longer works. */
    check: async (token: string): Promise<InvitationInfo> => (await client.post<InvitationInfo>('/v1/common/invitation/check', { body: { token } })).data,
    /** Sets the invitee's own password and spends the link; the server's message. */
    accept: async (body: AcceptInvitationBody): Promise<string> => (await client.post('/v1/common/invitation/accept', { body: { ...body } })).message,
  };
}

export type InvitationApi = ReturnType<typeof createInvitationApi>;
export const invitationApi: InvitationApi = /* @__PURE__ */ createInvitationApi();
