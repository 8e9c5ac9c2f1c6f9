import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { Profile } from '../../../src/schemas/profile';
import { AppConfigContext } from '../../../src/views/AppConfigContext';
import { AppEffectsContext, type ToastOptions } from '../../../src/views/AppEffectsContext';
import { SessionContext, type SessionActor, type SessionHandle } from '../../../src/views/SessionContext';
import type { AppConfig } from '../../../src/schemas/config';

// The contexts main.tsx provides, with a signed-in session whose profile is `profile`.

export const profile: Profile = {
  accountId: 'u1',
  role: 'main',
  accessLevel: 'owner',
  companyName: 'Frontera Freight SA',
  contactName: 'Lucía Garza',
  contactNumber: '8112345678',
  email: 'lucia@frontera.example',
  commercialReference: [],
  profilePicture: null,
  verifyByAdmin: true,
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

export function renderWithApp(ui: ReactNode, { path = '/', as = profile }: { path?: string; as?: Profile } = {}) {
  window.history.replaceState(null, '', path);
  const toasts: ToastOptions[] = [];
  const sent: unknown[] = [];
  const actor = {
    send: (event: unknown) => sent.push(event),
    subscribe: () => ({ unsubscribe: () => {} }),
    getSnapshot: () => ({ value: 'signedIn', context: { profile: as }, children: {} }),
  } as unknown as SessionActor;
  const session: SessionHandle = { actor, fallback: 'signedIn' as SessionHandle['fallback'], ensure: vi.fn(async () => actor) };
  const config = { apiBaseUrl: '' } as AppConfig;
  const result = render(
    <MantineProvider env="test">
      <AppConfigContext.Provider value={config}>
        <AppEffectsContext.Provider value={{ showToast: (options) => toasts.push(options ?? {}), whenIdle: (task) => { task(); return () => undefined; } }}>
          <SessionContext.Provider value={session}>{ui}</SessionContext.Provider>
        </AppEffectsContext.Provider>
      </AppConfigContext.Provider>
    </MantineProvider>,
  );
  return { ...result, toasts, sent };
}
