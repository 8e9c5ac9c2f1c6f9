import { describe, expect } from 'vitest';
import type { ReactNode } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Profile } from '../../src/schemas/profile';
import { AppHeader } from '../../src/views/components/AppHeader';
import { DefaultLayout } from '../../src/views/layouts/DefaultLayout';
import { SessionContext, type SessionHandle } from '../../src/views/SessionContext';
import { ruleIt } from '../spec/ruleIt';

// Spec §2 "Layouts" and "Header (signed in)", checked on the views themselves: the expectations are
// the spec's words (header only; logo linking to /; a default avatar when profilePicture is missing),
// not read from the components.

type HeaderProfile = Pick<Profile, 'accessLevel' | 'contactName' | 'email'> & { profilePicture?: string };

/** A running session as the header reads it: a snapshot with this profile and no children. */
function sessionOf(profile: HeaderProfile): SessionHandle {
  const snapshot = { context: { profile }, children: {} };
  const actor = { getSnapshot: () => snapshot, subscribe: () => ({ unsubscribe: () => {} }) };
  return { actor: actor as unknown as SessionHandle['actor'], fallback: 'signedIn' as SessionHandle['fallback'], ensure: async () => actor as never };
}

function mount(ui: ReactNode, profile: HeaderProfile, path = '/loader') {
  const location = memoryLocation({ path });
  render(
    <MantineProvider env="test">
      <SessionContext.Provider value={sessionOf(profile)}>
        <Router hook={location.hook}>{ui}</Router>
      </SessionContext.Provider>
    </MantineProvider>,
  );
}

const ana: HeaderProfile = { accessLevel: 'owner', contactName: 'Ana Ruiz', email: 'ana@example.com' };
const profileButton = () => screen.getByRole('button', { name: 'Open profile menu' });
/** The default avatar: no image, a placeholder named after the customer holding the person icon. */
function expectDefaultAvatar() {
  expect(profileButton().querySelector('img')).toBeNull();
  expect(within(profileButton()).getByTitle('Ana Ruiz').querySelector('svg')).not.toBeNull();
}

describe('the default layout', () => {
  ruleIt('[layout.default] is the header only: a banner and the page, no footer and no settings list', () => {
    mount(
      <DefaultLayout>
        <p>Loading your account</p>
      </DefaultLayout>,
      ana,
    );
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Open profile menu' })).toBeVisible();
    expect(within(screen.getByRole('main')).getByText('Loading your account')).toBeVisible();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Settings' })).toBeNull();
    expect(screen.getAllByRole('banner')).toHaveLength(1);
  });
});

describe('the signed-in header', () => {
  ruleIt('[header.logo] the logo links to /', () => {
    mount(<AppHeader />, ana, '/dashboard');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: /^Cargo Connects/ })).toHaveAttribute('href', '/');
  });

  for (const [missing, profile] of [
    ['absent', ana],
    ['empty', { ...ana, profilePicture: '' }],
  ] as const) {
    ruleIt(`[header.default-avatar] shows the default avatar when profilePicture is ${missing}, before and after the menu's code comes`, async () => {
      mount(<AppHeader />, profile, '/dashboard');
      expectDefaultAvatar();
      // The menu (its own chunk) draws the same button once it has come.
      await userEvent.click(profileButton());
      await screen.findByRole('menu');
      expectDefaultAvatar();
    });
  }

  ruleIt('[header.default-avatar] shows the picture when profilePicture is set, and the default avatar if it cannot load', () => {
    mount(<AppHeader />, { ...ana, profilePicture: 'https://cdn.example.com/ana.png' }, '/dashboard');
    const picture = profileButton().querySelector('img');
    expect(picture).toHaveAttribute('src', 'https://cdn.example.com/ana.png');
    fireEvent.error(picture!);
    expectDefaultAvatar();
  });
});
