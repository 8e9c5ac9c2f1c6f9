import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../src/services/http';
import { renderWithApp } from './orders/harness';

// /login's second step (issue 37) against the login machine, the API faked at its one service
// module. The expected words are the issue's and the server's (src/schemas/twoFactorMessages.ts),
// written out here: a wrong code in the server's words on the field, a challenge that ran out
// back to the password saying so, "Use a recovery code", "Trust this device for 30 days".

type Answer = { verifyByAdmin: boolean } | { twoFactorRequired: true; challenge: string };
const logIn = vi.fn<(credentials: { email: string; password: string }) => Promise<Answer>>();
const logInSecondStep = vi.fn<(input: Record<string, unknown>) => Promise<{ verifyByAdmin: boolean }>>();
vi.mock('../../src/services/authApi.ts', () => ({
  authApi: { logIn: (c: { email: string; password: string }) => logIn(c), logInSecondStep: (i: Record<string, unknown>) => logInSecondStep(i) },
}));

const { default: LoginPage } = await import('../../src/views/pages/LoginPage');

const WRONG_CODE = 'That code is not correct. Check your authenticator app and try again.';
const EXPIRED = 'Your sign-in has expired. Please enter your email and password again.';

async function passwordStep() {
  renderWithApp(<LoginPage title="Sign in" params={{}} />, { path: '/login' });
  await userEvent.click(screen.getByLabelText('Email'));
  await userEvent.paste('lucia@frontera.example');
  await userEvent.click(screen.getByLabelText('Password'));
  await userEvent.paste('Demo-Cargo-2026');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return screen.findByLabelText('Authentication code');
}

beforeEach(() => {
  logIn.mockReset().mockResolvedValue({ twoFactorRequired: true, challenge: 'challenge-1' });
  logInSecondStep.mockReset();
});

describe('LoginPage: the two-factor step', () => {
  it('asks for the 6-digit code after a right password, a numeric one-time-code field, and sends it with the challenge and the trust choice', async () => {
    logInSecondStep.mockResolvedValue({ verifyByAdmin: false });
    const field = await passwordStep();
    expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveFocus();
    // Pasted as the app shows it, with a space (and a stray letter): six digits are sent.
    await userEvent.paste('123 45x6');
    expect(field).toHaveValue('123456');
    await userEvent.click(screen.getByLabelText('Trust this device for 30 days'));
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(logInSecondStep).toHaveBeenCalledWith({ challenge: 'challenge-1', code: '123456', trustDevice: true }));
  });

  it('without the tick, the device is not trusted', async () => {
    logInSecondStep.mockResolvedValue({ verifyByAdmin: false });
    await passwordStep();
    await userEvent.paste('654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(logInSecondStep).toHaveBeenCalledWith({ challenge: 'challenge-1', code: '654321', trustDevice: false }));
  });

  it('a wrong code shows the server\u2019s words on the field, and the code can be typed again', async () => {
    logInSecondStep.mockRejectedValue(new ApiError(400, WRONG_CODE, { code: WRONG_CODE }));
    const field = await passwordStep();
    await userEvent.paste('000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(WRONG_CODE)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  it('"Use a recovery code": a field that is not a one-time code, sent as the recovery code as typed', async () => {
    logInSecondStep.mockResolvedValue({ verifyByAdmin: false });
    await passwordStep();
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByLabelText('Recovery code');
    expect(field).toHaveAttribute('autocomplete', 'off');
    expect(field).not.toHaveAttribute('inputmode', 'numeric');
    await userEvent.paste('ABCD2345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(logInSecondStep).toHaveBeenCalledWith({ challenge: 'challenge-1', recoveryCode: 'ABCD2345', trustDevice: false }));
    // And back to the app's code.
    expect(screen.getByRole('button', { name: 'Use the code from your app' })).toBeInTheDocument();
  });

  it('a sign-in that ran out goes back to the email and password, saying so', async () => {
    logInSecondStep.mockRejectedValue(new ApiError(401, EXPIRED));
    await passwordStep();
    await userEvent.paste('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
    expect(screen.getByLabelText('Email')).toHaveValue('lucia@frontera.example');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('too many attempts (429) shows above the form, as the password\u2019s throttle does', async () => {
    logInSecondStep.mockRejectedValue(new ApiError(429, 'Too many attempts. Please try again later.'));
    await passwordStep();
    await userEvent.paste('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
    expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
  });

  it('Back returns to the email and password', async () => {
    await passwordStep();
    await userEvent.click(screen.getByRole('button', { name: 'Back to email and password' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
  });
});
