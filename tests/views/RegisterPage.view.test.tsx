import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { renderWithApp } from './orders/harness';

// The registration form's own checks, which need no server: every message is the spec's words
// (spec §5), and "sends nothing" is the sign-up call never made.
const signUp = vi.fn();
vi.mock('../../src/services/authApi.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/services/authApi')>();
  return { ...real, authApi: { ...real.authApi, signUp: (form: unknown) => signUp(form) } };
});
const { default: RegisterPage } = await import('../../src/views/pages/RegisterPage');

function renderRegister() {
  signUp.mockReset();
  const location = memoryLocation({ path: '/register' });
  return renderWithApp(
    <Router hook={location.hook}>
      <RegisterPage title="Create your account" params={{}} />
    </Router>,
    { path: '/register' },
  );
}

describe('/register without a server', () => {
  it('[val.reg.required] a blank registration shows every required message and sends nothing', async () => {
    renderRegister();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    for (const m of ['company-name is required', 'contact-name is required', 'contact-number is required', 'email is required', 'password is required', 'confirm-password is required']) {
      expect(await screen.findByText(m, { exact: true })).toBeVisible();
    }
    expect(signUp).not.toHaveBeenCalled();
  });

  it('says the password rule under the field, and refuses a shorter password without a call', async () => {
    renderRegister();
    const password = screen.getByLabelText('Password', { exact: true });
    expect(password).toHaveAccessibleDescription('Password must be at least 8 characters');
    await userEvent.type(password, 'short');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    // Said twice: the rule under the field and the refusal of the confirmation.
    await vi.waitFor(() => expect(screen.getAllByText('Password must be at least 8 characters')).toHaveLength(2));
    expect(signUp).not.toHaveBeenCalled();
  });

  // The control for "sends nothing": the same form, valid, does reach the sign-up call.
  it('sends a valid registration once', async () => {
    renderRegister();
    signUp.mockResolvedValue({ email: 'ana@frontera.example', message: 'sent' });
    await userEvent.type(screen.getByLabelText('Company name'), 'Frontera Freight SA');
    await userEvent.type(screen.getByLabelText('Contact name'), 'Ana Ruiz');
    await userEvent.type(screen.getByLabelText('Contact number'), '5551234567');
    await userEvent.type(screen.getByLabelText('Email'), 'ana@frontera.example');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'Border-Run-2026');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Border-Run-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() => expect(signUp).toHaveBeenCalledTimes(1));
    expect(signUp.mock.calls[0]![0]).toMatchObject({ email: 'ana@frontera.example', password: 'Border-Run-2026' });
  });
});
