import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { messages as english } from '../../../src/locales/app/en.ts';
import { messages as spanish } from '../../../src/locales/app/es.ts';
import type { Profile } from '../../../src/schemas/profile';
import { AppHeader } from '../../../src/views/components/AppHeader';
import { SessionContext, type SessionHandle } from '../../../src/views/SessionContext';

/** A running session as the header reads it: a snapshot with this profile and no children. */
function sessionOf(profile: Pick<Profile, 'accessLevel' | 'contactName' | 'email' | 'profilePicture'>): SessionHandle {
  const snapshot = { context: { profile }, children: {} };
  const actor = { getSnapshot: () => snapshot, subscribe: () => ({ unsubscribe: () => {} }) };
  return { actor: actor as unknown as SessionHandle['actor'], fallback: 'signedIn' as SessionHandle['fallback'], ensure: async () => actor as never };
}

// The profile menu's code loads after the page; its button is there at once.
describe('the header profile menu', () => {
  const mount = (accessLevel: Profile['accessLevel']) => {
    const location = memoryLocation({ path: '/dashboard' });
    render(
      <MantineProvider env="test">
        <SessionContext.Provider value={sessionOf({ accessLevel, contactName: 'Ana Ruiz', email: 'ana@example.com', profilePicture: '' })}>
          <Router hook={location.hook}>
            <AppHeader />
          </Router>
        </SessionContext.Provider>
      </MantineProvider>,
    );
  };

  it('[header.profile-menu] opens on a click given before its code came, and lists the spec items', async () => {
    mount('viewer');
    // Clicked at once: the button is the placeholder while the menu's chunk loads.
    await userEvent.click(screen.getByRole('button', { name: 'Open profile menu' }));
    const menu = await screen.findByRole('menu');
    const items = await screen.findAllByRole('menuitem');
    expect(menu).toBeVisible();
    expect(within(menu).getByText('Ana Ruiz')).toBeVisible();
    expect(items.map((item) => item.textContent)).toEqual(['Profile', 'Settings', 'Logout']);
  });

  it('[role.main-manages-subusers] offers Sub-users to the main user', async () => {
    mount('owner');
    await userEvent.click(screen.getByRole('button', { name: 'Open profile menu' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Profile', 'Sub-users', 'Settings', 'Logout']);
  });
});

describe('the header in Spanish', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: english }));

  it('names its link, its menu button and the menu items in Spanish', async () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    const location = memoryLocation({ path: '/dashboard' });
    render(
      <MantineProvider env="test">
        <SessionContext.Provider value={sessionOf({ accessLevel: 'owner', contactName: 'Ana Ruiz', email: 'ana@example.com', profilePicture: '' })}>
          <Router hook={location.hook}>
            <AppHeader />
          </Router>
        </SessionContext.Provider>
      </MantineProvider>,
    );
    expect(screen.getByRole('link', { name: 'Mis órdenes' })).toHaveAttribute('href', '/my-orders');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir el menú del perfil' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Perfil', 'Subusuarios', 'Configuración', 'Cerrar sesión']);
  });
});
