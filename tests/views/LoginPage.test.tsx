import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages } from '../../src/schemas/messages';
import type { LoginResult } from '../../src/services/authApi';
import { ApiError } from '../../src/services/http';
import { renderWithApp } from './orders/harness';

// /login against its machine, the API faked at its one service module: what each field sends, and
// what a refused sign-in shows. Messages come from messages.ts, whose words one test pins to the spec.

const logIn = vi.fn<(credentials: { email: string; password: string }) => Promise<LoginResult>>();
vi.mock('../../src/services/authApi.ts', () => ({ authApi: { logIn: (credentials: { email: string; password: string }) => logIn(credentials) } }));

const { default: LoginPage } = await import('../../src/views/pages/LoginPage');

const renderPage = () => renderWithApp(<LoginPage title="Sign in" params={{}} />, { path: '/login' });

async function signIn(email: string, password: string) {
  // Pasted: typing key by key adds seconds and proves nothing more here.
  await userEvent.click(screen.getByLabelText('Email'));
  await userEvent.paste(email);
  await userEvent.click(screen.getByLabelText('Password'));
  await userEvent.paste(password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

// A block, not an expression: a function returned from beforeEach runs as its teardown.
beforeEach(() => {
  logIn.mockReset();
});

describe('LoginPage (/login)', () => {
  it('sends the email and the password typed into their fields, then says it signed in', async () => {
    logIn.mockResolvedValue({ accessToken: 'a', refreshToken: 'r', verifyByAdmin: true } as unknown as LoginResult);
    const { toasts } = renderPage();
    await signIn('lucia@frontera.example', 'Demo-Cargo-2026');
    await waitFor(() => expect(logIn).toHaveBeenCalledWith({ email: 'lucia@frontera.example', password: 'Demo-Cargo-2026' }));
    // spec §8: 'Successfully logged in.'
    await waitFor(() => expect(toasts).toContainEqual({ message: Messages.loggedIn }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('[err.rethrow] a refused sign-in shows the server\u2019s message above the form', async () => {
    logIn.mockRejectedValue(new ApiError(401, Messages.invalidCredentials));
    renderPage();
    await signIn('lucia@frontera.example', 'wrong-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(Messages.invalidCredentials);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});
