import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages } from '../../src/schemas/messages';
import type { RegistrationForm } from '../../src/schemas/registrationForm';
import { ApiError } from '../../src/services/http';
import { renderWithApp } from './orders/harness';

// /register against its machine, the API faked at its one service module: what each field sends
// (spec §3's registration form), and where the server's refusal shows: a field's message on that
// field, any other above the form.

const signUp = vi.fn<(form: RegistrationForm) => Promise<{ email: string; message: string }>>();
vi.mock('../../src/services/authApi.ts', () => ({ authApi: { signUp: (form: RegistrationForm) => signUp(form) } }));

const { default: RegisterPage } = await import('../../src/views/pages/RegisterPage');

const renderPage = () => renderWithApp(<RegisterPage title="Create your account" params={{}} />, { path: '/register' });

/** Each field as a customer fills it (a paste: typing key by key adds seconds and proves nothing more here). */
async function fill(label: string, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

async function register() {
  await fill('Company name', 'Frontera Freight SA');
  await fill('Contact name', 'Lucía Garza');
  await fill('Contact number', '8112345678');
  await fill('Email', 'lucia@frontera.example');
  await fill('Password', 'Demo-Cargo-2026');
  await fill('Confirm password', 'Demo-Cargo-2026');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

beforeEach(() => {
  signUp.mockReset();
});

describe('RegisterPage (/register)', () => {
  it('sends each field\u2019s value under its own name', async () => {
    signUp.mockResolvedValue({ email: 'lucia@frontera.example', message: Messages.registered });
    const { toasts } = renderPage();
    await register();
    await waitFor(() =>
      expect(signUp).toHaveBeenCalledWith({
        companyName: 'Frontera Freight SA',
        contactName: 'Lucía Garza',
        contactNumber: '8112345678',
        email: 'lucia@frontera.example',
        password: 'Demo-Cargo-2026',
        confirmPassword: 'Demo-Cargo-2026',
        commercialReference: [],
      }),
    );
    await waitFor(() => expect(toasts).toContainEqual({ message: Messages.registered }));
  });

  it('[err.rethrow] a taken email: the server\u2019s message shows on the Email field, nothing above the form', async () => {
    signUp.mockRejectedValue(new ApiError(409, Messages.fillUp, { email: Messages.emailTaken }));
    renderPage();
    await register();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(Messages.emailTaken));
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
