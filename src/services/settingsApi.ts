import type { GuidelinePage, GuidelinePageSummary } from '../schemas/guidelinePage.ts';
import { api, type HttpClient } from './http.ts';

// The guideline-page calls of spec §7 (Settings; public, no token needed). Failures are rethrown
// as ApiErrors; the machines that invoke them log them and hide the loader (err.settings-logged).

export function createSettingsApi(client: HttpClient = api) {
  return {
    listGuidelinePages: async (): Promise<readonly GuidelinePageSummary[]> =>
      (await client.get<GuidelinePageSummary[]>('/v1/common/guidelinePages/user')).data,

    getGuidelinePage: async (slug: string): Promise<GuidelinePage> =>
      (await client.get<GuidelinePage>(`/v1/common/guidelinePages/user/${encodeURIComponent(slug)}`)).data,
  };
}

export type SettingsApi = ReturnType<typeof createSettingsApi>;
export const settingsApi: SettingsApi = /* @__PURE__ */ createSettingsApi();
