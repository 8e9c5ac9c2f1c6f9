import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InstantQuote } from '../../src/schemas/instantQuote';
import { ApiError } from '../../src/services/http';
import type { QuoteOptions } from '../../src/services/quoteApi';
import { renderWithApp } from './orders/harness';

// /quote and /quote/{id} against the quote machine, the API faked at its one service module: what the
// form sends, the price it shows, a refusal on its field, and a shared quote that no longer holds.

const api = {
  options: vi.fn<() => Promise<QuoteOptions>>(),
  specialRequirements: vi.fn(async () => [{ _id: 'straps', title: 'Straps', description: '', price: 0, equipmentKey: 'straps' as const }]),
  request: vi.fn<(body: unknown) => Promise<InstantQuote>>(),
  quote: vi.fn<(id: string) => Promise<InstantQuote>>(),
};
vi.mock('../../src/services/quoteApi.ts', () => ({ quoteApi: api }));

const { default: QuotePage } = await import('../../src/views/pages/QuotePage');

const options: QuoteOptions = {
  services: [
    { _id: 'northbound', title: 'Northbound Service', description: 'Mexico to the United States', price: 45000 },
    { _id: 'southbound', title: 'Southbound Service', description: 'The United States to Mexico', price: 45000 },
  ],
  transitInfo: {
    typesOfTransportation: [{ _id: 'ftl', title: 'FTL', description: '', price: 30000, modes: [{ _id: 'dry-van', title: 'Dry Van', description: '', price: 0 }] }],
    ports: [{ _id: 'colombia', title: 'Colombia Solidarity Bridge', city: 'Laredo, TX', lat: 27.7, lng: -99.7 }],
    securingEquipment: [],
    trailers: [{ _id: 'dry-van-53', title: '53 ft dry van trailer' }],
    cities: [
      { _id: 'monterrey', name: 'Monterrey', state: 'Nuevo León', country: 'MX', lat: 25.67, lng: -100.31 },
      { _id: 'dallas', name: 'Dallas', state: 'Texas', country: 'US', lat: 32.78, lng: -96.8 },
    ],
  },
};
const ahead = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
const quote = (expired: boolean): InstantQuote => ({
  id: 'q7Vw2mZ0b8XcR4tY1uN3aA',
  service: { _id: 'northbound', title: 'Northbound Service' },
  transportationType: { _id: 'ftl', title: 'FTL' },
  mode: { _id: 'dry-van', title: 'Dry Van' },
  port: { _id: 'colombia', title: 'Colombia Solidarity Bridge' },
  trailer: { _id: 'dry-van-53', title: '53 ft dry van trailer' },
  specialRequirements: [],
  quantities: {},
  pickupCity: options.transitInfo.cities[0]!,
  dropCity: options.transitInfo.cities[1]!,
  pickupDate: ahead,
  quote: { lines: [{ label: 'Northbound Service', amount: 45000 }, { label: 'FTL', amount: 30000 }], total: 75000, currency: 'USD' },
  includes: ['Mexico to the United States', 'Crossing at Colombia Solidarity Bridge'],
  distanceKm: 795.2,
  createdAt: '2026-11-29T12:00:00.000Z',
  validUntil: '2026-11-30T12:00:00.000Z',
  expired,
});

async function choose(label: string, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** The seeded plain form shows while the catalog loads; the live form follows it. */
const liveForm = () => waitFor(() => expect(document.querySelector('form[action="/quote"]')).toBeNull());

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockClear();
  api.options.mockResolvedValue(options);
});

describe('QuotePage (/quote)', () => {
  it('sends exactly the choices made, then shows the price, what it includes and its own link', async () => {
    api.request.mockResolvedValue(quote(false));
    renderWithApp(<QuotePage title="Get an instant quote" params={{}} />, { path: '/quote' });
    await liveForm();
    await choose('Direction', 'Northbound Service');
    await choose('Port / bridge of crossing', 'Colombia Solidarity Bridge (Laredo, TX)');
    await choose('Type of transportation', 'FTL');
    await choose('Mode', 'Dry Van');
    await choose('Trailer', '53 ft dry van trailer');
    // A Northbound load picks up in Mexico: the pickup list offers Mexican cities only.
    await userEvent.click(screen.getByRole('combobox', { name: 'Pickup city' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Monterrey, Nuevo León (MX)']);
    await userEvent.click(screen.getByRole('option', { name: 'Monterrey, Nuevo León (MX)' }));
    await choose('Drop city', 'Dallas, Texas (US)');
    await userEvent.type(screen.getByLabelText('Pickup date'), ahead);
    await userEvent.click(screen.getByRole('button', { name: 'Get my price' }));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith({
        serviceId: 'northbound',
        transportationTypeId: 'ftl',
        modeId: 'dry-van',
        portId: 'colombia',
        trailerId: 'dry-van-53',
        specialRequirementIds: [],
        quantities: {},
        pickupCityId: 'monterrey',
        dropCityId: 'dallas',
        pickupDate: ahead,
      }),
    );
    const result = await screen.findByTestId('instant-quote');
    expect(within(result).getByTestId('instant-quote-total')).toHaveTextContent('$750.00');
    expect(screen.getByText('Crossing at Colombia Solidarity Bridge')).toBeInTheDocument();
    expect(screen.getByTestId('instant-quote-link')).toHaveAttribute('href', '/quote/q7Vw2mZ0b8XcR4tY1uN3aA');
  });

  it('says what is missing, field by field, without asking the server', async () => {
    renderWithApp(<QuotePage title="Get an instant quote" params={{}} />, { path: '/quote' });
    await liveForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Get my price' }));
    expect(await screen.findByText('type of service is required')).toBeInTheDocument();
    expect(screen.getByText('pickup date is required')).toBeInTheDocument();
    expect(api.request).not.toHaveBeenCalled();
  });

  it('[err.rethrow] a refusal of the server shows on the form', async () => {
    api.request.mockRejectedValue(new ApiError(429, 'Too many attempts. Please try again later.'));
    renderWithApp(<QuotePage title="Get an instant quote" params={{}} />, { path: '/quote' });
    await liveForm();
    await choose('Direction', 'Northbound Service');
    await choose('Port / bridge of crossing', 'Colombia Solidarity Bridge (Laredo, TX)');
    await choose('Type of transportation', 'FTL');
    await choose('Mode', 'Dry Van');
    await choose('Trailer', '53 ft dry van trailer');
    await choose('Pickup city', 'Monterrey, Nuevo León (MX)');
    await choose('Drop city', 'Dallas, Texas (US)');
    await userEvent.type(screen.getByLabelText('Pickup date'), ahead);
    await userEvent.click(screen.getByRole('button', { name: 'Get my price' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
  });
});

describe('QuotePage (/quote/{id})', () => {
  it('opens a shared quote; one that no longer holds offers today’s price for the same load', async () => {
    api.quote.mockResolvedValue(quote(true));
    api.request.mockResolvedValue(quote(false));
    renderWithApp(<QuotePage title="Your instant quote" params={{ quoteId: 'q7Vw2mZ0b8XcR4tY1uN3aA' }} />, { path: '/quote/q7Vw2mZ0b8XcR4tY1uN3aA' });
    expect(await screen.findByText('This price no longer holds')).toBeInTheDocument();
    expect(api.quote).toHaveBeenCalledWith('q7Vw2mZ0b8XcR4tY1uN3aA');
    await userEvent.click(screen.getByRole('button', { name: 'Get today’s price' }));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(expect.objectContaining({ serviceId: 'northbound', pickupCityId: 'monterrey', dropCityId: 'dallas', pickupDate: ahead })));
    expect(await screen.findByText(/This price holds until/)).toBeInTheDocument();
  });

  it('an unknown quote says so and offers a new one', async () => {
    api.quote.mockRejectedValue(new ApiError(404, 'This quote does not exist. Get a new one from the quote form.'));
    renderWithApp(<QuotePage title="Your instant quote" params={{ quoteId: 'nope' }} />, { path: '/quote/nope' });
    expect(await screen.findByText('This quote does not exist. Get a new one from the quote form.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Get a new quote' }));
    expect(await screen.findByRole('button', { name: 'Get my price' })).toBeInTheDocument();
  });
});
