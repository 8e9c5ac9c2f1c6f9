import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SummaryData } from '../../src/machines/serviceRequestContext';
import type { Profile } from '../../src/schemas/profile';
import type { TypeOfService } from '../../src/schemas/serviceCatalog';
import { Messages } from '../../src/schemas/messages';
import { ApiError } from '../../src/services/http';
import { filled, paid, services, summaryOf } from '../machines/serviceRequestMachine.samples';
import { wizardScreen } from '../../src/machines/wizardScreen';
import { profile, renderWithApp } from './orders/harness';
import { never, stepHeading, Steps, wizardAt } from './wizardHarness';

// The wizard's views against its machine, run with fake services: which step is drawn for the
// state it is in (spec wizard.one-step), what its buttons do, what it shows of the context and of
// a failed call. Expectations come from the spec and the samples, not from the views.

// The page mounts its own machine, whose services call these two modules.
const getProfile = vi.fn<() => Promise<Profile>>();
const typesOfService = vi.fn<() => Promise<readonly TypeOfService[]>>();
vi.mock('../../src/services/authApi.ts', () => ({ authApi: { getProfile: () => getProfile() } }));
vi.mock('../../src/services/serviceApi.ts', () => ({ serviceApi: new Proxy({}, { get: (_, name) => (name === 'typesOfService' ? () => typesOfService() : never) }) }));

const { default: ServiceRequestPage } = await import('../../src/views/pages/ServiceRequestPage');

const offline = new ApiError(0, Messages.somethingWrong);

beforeEach(() => {
  getProfile.mockReset();
  typesOfService.mockReset();
  window.localStorage.clear();
});

describe('the wizard draws the step of the state it is in (spec wizard.one-step)', () => {
  it('[wizard.one-step] step6 is the summary, with the price the server gave', async () => {
    const wizard = wizardAt('step6', filled);
    renderWithApp(<Steps wizard={wizard} />);
    await waitFor(() => expect(wizard.getSnapshot().matches({ step6: 'ready' })).toBe(true));
    expect(await screen.findByTestId('quote-total')).toHaveTextContent('$1,540.00');
    expect(stepHeading()).toHaveTextContent('Summary');
    expect(screen.queryByRole('heading', { name: 'Pickup and drop addresses' })).not.toBeInTheDocument();
  });

  it('[wizard.one-step] a paid order is step7: booked, its order number and a link to it', async () => {
    const wizard = wizardAt('stepCheckout', { ...filled, movementId: 'CC26000042' }, { loadOrder: async () => ({ ...paid, movementId: 'CC26000042' }) });
    renderWithApp(<Steps wizard={wizard} />);
    await waitFor(() => expect(wizardScreen(wizard.getSnapshot())).toBe('step7'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your service is booked' })).toBeInTheDocument();
    // The order the payment was for: its number, and its page (/my-orders/service/{id}).
    expect(screen.getByTestId('movement-id')).toHaveTextContent('CC26000042');
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/my-orders/service/CC26000042');
  });

  it('[wizard.one-step] an unverified company sees the admin-verification message, and no step', async () => {
    getProfile.mockResolvedValue({ ...profile, verifyByAdmin: false });
    renderWithApp(<ServiceRequestPage title="Request a service" params={{}} />, { path: '/additional-details' });
    // spec §5: admin verification is required before a user can proceed; §8 words the message.
    expect(await screen.findByText(Messages.notVerified)).toBeInTheDocument();
    expect(screen.queryByTestId('wizard-step')).not.toBeInTheDocument();
    expect(screen.queryByTestId('role-notice')).not.toBeInTheDocument();
  });

  it('[wizard.one-step] a verified company starts at step1, the type of service', async () => {
    getProfile.mockResolvedValue(profile);
    typesOfService.mockResolvedValue(services);
    renderWithApp(<ServiceRequestPage title="Request a service" params={{}} />, { path: '/additional-details' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Which way does your freight cross?' })).toBeInTheDocument();
    expect(await screen.findByText('Northbound Service')).toBeInTheDocument();
    expect(screen.queryByText(Messages.notVerified)).not.toBeInTheDocument();
  });
});

describe('the summary step (step6)', () => {
  it('Continue to payment opens the payment step; Previous opens step5 (spec wizard.previous)', async () => {
    const forward = wizardAt('step6', filled);
    const view = renderWithApp(<Steps wizard={forward} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect(wizardScreen(forward.getSnapshot())).toBe('stepCheckout');
    view.unmount();

    const back = wizardAt('step6', filled);
    renderWithApp(<Steps wizard={back} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Previous' }));
    expect(wizardScreen(back.getSnapshot())).toBe('step5');
  });

  it('[err.rethrow] a price that could not be had shows the call\u2019s message and Try again, which asks again', async () => {
    const loadSummary = vi.fn<() => Promise<SummaryData>>().mockRejectedValueOnce(offline).mockResolvedValue(summaryOf(filled));
    const wizard = wizardAt('step6', filled, { loadSummary });
    renderWithApp(<Steps wizard={wizard} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(Messages.somethingWrong);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('quote-total')).toHaveTextContent('$1,540.00');
    expect(loadSummary).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
