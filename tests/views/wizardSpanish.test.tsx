import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages as en } from '../../src/locales/app/en.ts';
import { messages as es } from '../../src/locales/app/es.ts';
import type { Profile } from '../../src/schemas/profile';
import type { TypeOfService } from '../../src/schemas/serviceCatalog';
import type { ServiceRequestDraft } from '../../src/schemas/serviceRequestDraft';
import { filled, requirements, summaryOf, transitInfo } from '../machines/serviceRequestMachine.samples';
import { wizardScreen } from '../../src/machines/wizardScreen';
import { profile, renderWithApp } from './orders/harness';
import { never, stepHeading, Steps, wizardAt } from './wizardHarness';

// The wizard in Spanish: every word of its steps, its money and dates written as Mexican Spanish
// writes them, and its date picker naming months and weekdays in Spanish. The expected words are
// written here by hand (from the glossary), never read from the catalog.

const getProfile = vi.fn<() => Promise<Profile>>();
const typesOfService = vi.fn<() => Promise<readonly TypeOfService[]>>();
vi.mock('../../src/services/authApi.ts', () => ({ authApi: { getProfile: () => getProfile() } }));
vi.mock('../../src/services/serviceApi.ts', () => ({ serviceApi: new Proxy({}, { get: (_, name) => (name === 'typesOfService' ? () => typesOfService() : never) }) }));

const { default: ServiceRequestPage } = await import('../../src/views/pages/ServiceRequestPage');

beforeEach(() => {
  getProfile.mockReset();
  typesOfService.mockReset();
  window.localStorage.clear();
  i18n.loadAndActivate({ locale: 'es', messages: es });
});
afterEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: en });
});

describe('the wizard in Spanish', () => {
  it('step1: the question, the stepper, the service in Spanish with its price in US dollars, and why Next waits', async () => {
    getProfile.mockResolvedValue(profile);
    typesOfService.mockResolvedValue([{ _id: 'northbound', title: 'Northbound Service', description: 'Mexico to the United States: Mexican export clearance, US customs entry, bridge crossing and delivery.', price: 45_000 }]);
    renderWithApp(<ServiceRequestPage title="Solicitar un servicio" params={{}} />, { path: '/additional-details' });
    expect(await screen.findByRole('heading', { level: 2, name: '¿En qué sentido cruza su carga?' })).toBeInTheDocument();
    expect(await screen.findByText('Servicio al norte (MX → EE. UU.)')).toBeInTheDocument();
    expect(screen.getByText('De México a Estados Unidos: despacho de exportación en México, entrada aduanal en EE. UU., cruce del puente y entrega.')).toBeInTheDocument();
    // es-MX writes US dollars as USD, so no one reads them as pesos.
    expect(screen.getByText('desde USD 450.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Tipo de servicio')).toBeInTheDocument();
    expect(screen.getByText('Díganos qué envía y a dónde; verá el precio completo antes de pagar.')).toBeInTheDocument();
    expect(screen.getByTestId('wizard-progress')).toHaveTextContent('Paso 1 de 6 · Servicio');
    for (const milestone of ['Servicio', 'Ruta', 'Detalles', 'Direcciones', 'Resumen', 'Pago']) expect(screen.getAllByText(milestone).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    expect(screen.getByTestId('next-disabled-reason')).toHaveTextContent('Elija un tipo de servicio para continuar.');
    expect(screen.queryByText('Which way does your freight cross?')).not.toBeInTheDocument();
  });

  it('step3: the details in Spanish, the scheduled day in Spanish, and a calendar with Spanish months and weekdays', async () => {
    const scheduled: ServiceRequestDraft = { ...filled, selectedPrograming: 'Schedule', schedule: { date: '2099-03-07', time: '09:30' } };
    const wizard = wizardAt('step3', scheduled, { loadDetails: async () => ({ transitInfo, requirements, suggestedReference: null }) });
    renderWithApp(<Steps wizard={wizard} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Detalles de la carga' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Su referencia')).toHaveValue('REF123');
    expect(screen.getByText('Su propia referencia para esta carga: letras y dígitos, hasta 10')).toBeInTheDocument();
    expect(screen.getByLabelText('Remolque', { selector: 'input' })).toHaveValue('Caja seca de 53 pies');
    expect(document.querySelector('[aria-label="Requisitos especiales"]')).not.toBeNull();
    expect(screen.getByText('Cinchos')).toBeInTheDocument();
    expect(screen.getByText('Ratchet straps · USD 25.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Cantidad de cinchos', { selector: 'input' })).toHaveValue('4');
    expect(screen.getByText('USD 10.00 por unidad · USD 40.00 por 4')).toBeInTheDocument();
    expect(screen.getByLabelText('Programación', { selector: 'input' })).toHaveValue('Programada');
    expect(screen.getByLabelText('Hora programada')).toHaveValue('09:30');
    // The chosen day, by the picker's own format, in Spanish.
    const day = screen.getByRole('button', { name: 'Fecha programada' });
    await waitFor(() => expect(day).toHaveTextContent('7 mar 2099'));
    await userEvent.click(day);
    const calendar = await screen.findByRole('dialog', { name: 'Fecha programada' });
    expect(within(calendar).getByText('marzo 2099')).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'Mes siguiente' })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'Mes anterior' })).toBeInTheDocument();
    for (const weekday of ['lu', 'ma', 'mi', 'ju', 'vi', 'sá', 'do']) expect(within(calendar).getByText(weekday)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
  });

  it('step6: the summary, its price lines and total in Spanish, the route counted in Spanish', async () => {
    const wizard = wizardAt('step6', { ...filled, selectedPrograming: 'Schedule', schedule: { date: '2099-03-07', time: '09:30' } });
    renderWithApp(<Steps wizard={wizard} />);
    const quote = await screen.findByTestId('quote');
    expect(stepHeading()).toHaveTextContent('Resumen');
    // The rows: each label, and the catalog's choices in Spanish.
    for (const [label, value] of [
      ['Tipo de servicio', 'Servicio al norte (MX → EE. UU.)'],
      ['Cruce', 'Puente Solidaridad Colombia'],
      ['Equipo', 'FTL · Caja seca'],
      ['Su referencia', 'REF123'],
      ['Remolque', 'Caja seca de 53 pies'],
      ['Requisitos especiales', 'Cinchos (USD 25.00), Cinchos × 4 (USD 40.00)'],
      ['Programación', '7 mar 2099 a las 09:30'],
      ['Recolección', 'Planta Apodaca, Monterrey'],
      ['Entrega', 'DFW Crossdock, Dallas'],
    ]) {
      expect(screen.getByText(label!).nextElementSibling).toHaveTextContent(value!);
    }
    expect(screen.getAllByRole('button', { name: 'Editar' })).toHaveLength(9);
    // The server's lines (English, as stored), said in Spanish.
    expect(within(quote).getByText('Servicio al norte (MX → EE. UU.)')).toBeInTheDocument();
    expect(within(quote).getByText('Cinchos × 4')).toBeInTheDocument();
    expect(within(quote).getByText('Total')).toBeInTheDocument();
    expect(screen.getByTestId('quote-total')).toHaveTextContent('USD 1,540.00');
    expect(within(quote).getByText('Ruta: 859 km en 1 tramo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar al pago' })).toBeInTheDocument();
  });

  it('a quote that stopped holding: today’s price and the difference, in Spanish (issue 35)', async () => {
    const draft = { ...filled, quoteId: 'QuoteIdForTheSamples01' };
    const priced = summaryOf(draft);
    const expired = { ...priced, summary: { ...priced.summary, value: { ...priced.summary.value, quote: { ...priced.summary.value.quote, quoted: { id: 'QuoteIdForTheSamples01', total: 150_000, validUntil: '2026-11-30T18:00:00.000Z', status: 'expired' as const, differs: [] } } } } };
    const wizard = wizardAt('step6', draft, { loadSummary: async () => expired });
    renderWithApp(<Steps wizard={wizard} />);
    expect(await screen.findByTestId('quoted-price')).toHaveTextContent('Su cotización al instante de USD 1,500.00 dejó de estar vigente el 30 nov 2026, 18:00. Este es el precio de hoy: USD 40.00 más que lo cotizado.');
  });

  it('an instant request with nothing special says so in Spanish', async () => {
    const wizard = wizardAt('step6', { ...filled, selectedSpecialRequirementItems: [] });
    renderWithApp(<Steps wizard={wizard} />);
    await screen.findByTestId('quote');
    expect(screen.getByText('Requisitos especiales').nextElementSibling).toHaveTextContent('Ninguno');
    expect(screen.getByText('Programación').nextElementSibling).toHaveTextContent('Inmediata: en cuanto un transportista la acepte');
  });

  it('switching language on step3 keeps what was typed, and turns the words and the chosen day', async () => {
    i18n.loadAndActivate({ locale: 'en', messages: en });
    const scheduled: ServiceRequestDraft = { ...filled, selectedPrograming: 'Schedule', schedule: { date: '2099-03-07', time: '09:30' } };
    const wizard = wizardAt('step3', scheduled, { loadDetails: async () => ({ transitInfo, requirements, suggestedReference: null }) });
    renderWithApp(<Steps wizard={wizard} />);
    const reference = await screen.findByLabelText('User reference');
    await userEvent.clear(reference);
    await userEvent.type(reference, 'LOAD26');
    expect(screen.getByRole('button', { name: 'Schedule date' })).toHaveTextContent('7 Mar 2099');
    await act(() => i18n.loadAndActivate({ locale: 'es', messages: es }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Detalles de la carga' })).toBeInTheDocument();
    expect(screen.getByLabelText('Su referencia')).toHaveValue('LOAD26');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Fecha programada' })).toHaveTextContent('7 mar 2099'));
    expect(wizardScreen(wizard.getSnapshot())).toBe('step3');
  });

  it('a price that could not be had shows the message and Try again in Spanish', async () => {
    const wizard = wizardAt('step6', filled, { loadSummary: () => Promise.reject(new Error('offline')) });
    renderWithApp(<Steps wizard={wizard} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
    await waitFor(() => expect(wizardScreen(wizard.getSnapshot())).toBe('step6'));
  });
});
