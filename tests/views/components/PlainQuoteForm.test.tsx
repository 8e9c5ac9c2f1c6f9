import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fitsMode } from '../../../src/schemas/optionFit';
import { QUOTE_FORM_CATALOG } from '../../../src/schemas/quoteFormCatalog';
import { PlainQuoteForm } from '../../../src/views/components/PlainQuoteForm';

// The plain quote form (the landing's, and /quote's until its catalog comes): a native GET to
// /quote whose fields carry the names /quote reads, the seeded choices, and once running, the
// direction's wrong side of the border and the trailers not made for the mode greyed out, given the rules.

/** The direction's sides, written out (a Northbound load picks up in Mexico), and the app's option fit table. */
const rules = { routes: { northbound: { pickups: 'MX', drops: 'US' } } as const, fitsMode, dates: () => ({ min: '2030-01-01', max: '2030-06-30' }) };
const draw = (props: Partial<Parameters<typeof PlainQuoteForm>[0]> = {}) => render(<PlainQuoteForm catalog={QUOTE_FORM_CATALOG} title="What are you shipping, and where?" {...props} />);
const field = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const choose = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('the plain quote form', () => {
  it('is a GET to /quote with a named field for each choice, nothing chosen', () => {
    draw();
    const form = screen.getByRole('form', { name: 'What are you shipping, and where?' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/quote');
    const names = ['Direction', 'Port / bridge of crossing', 'Type of transportation and mode', 'Trailer', 'Pickup city', 'Drop city', 'Pickup date'].map((label) => [field(label).name, field(label).value]);
    expect(names).toEqual([['serviceId', ''], ['portId', ''], ['modeId', ''], ['trailerId', ''], ['pickupCityId', ''], ['dropCityId', ''], ['pickupDate', '']]);
    expect(within(form).getByRole('button', { name: 'Get my price' })).toHaveAttribute('type', 'submit');
  });

  it('offers the seeded catalog: each mode with its type of transportation, cities by country', () => {
    draw();
    expect(within(field('Type of transportation and mode')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select option', 'FTL · Dry Van', 'FTL · Flatbed', 'FTL · Reefer', 'LTL · Dry Van', 'LTL · Flatbed', 'LTL · Reefer']);
    expect(within(field('Pickup city')).getAllByRole('group').map((g) => g.getAttribute('label'))).toEqual(['Cities in Mexico', 'Cities in the United States']);
    expect(within(field('Port / bridge of crossing')).getByRole('option', { name: 'Colombia Solidarity Bridge (Laredo, TX)' })).toHaveValue('colombia-solidarity-bridge');
  });

  it('a Northbound load greys out the pickups in the United States and the drops in Mexico, and unchooses a city on the wrong side', () => {
    const onChange = vi.fn();
    draw({ onChange, rules });
    choose('Pickup city', 'dallas-tx');
    choose('Direction', 'northbound');
    const [pickupMx, pickupUs] = within(field('Pickup city')).getAllByRole('group');
    const [dropMx, dropUs] = within(field('Drop city')).getAllByRole('group');
    expect([pickupMx, pickupUs, dropMx, dropUs].map((g) => (g as HTMLOptGroupElement).disabled)).toEqual([false, true, true, false]);
    expect(field('Pickup city').value).toBe('');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ serviceId: 'northbound', pickupCityId: '' }));
  });

  it('without the rules (the landing), nothing is greyed out', () => {
    draw();
    choose('Direction', 'northbound');
    choose('Type of transportation and mode', 'ftl-dry-van');
    expect(within(field('Pickup city')).getAllByRole('group').map((g) => (g as HTMLOptGroupElement).disabled)).toEqual([false, false]);
    expect(within(field('Trailer')).getAllByRole('option').filter((o) => (o as HTMLOptionElement).disabled)).toEqual([]);
    expect(screen.getByLabelText('Pickup date')).not.toHaveAttribute('min');
  });

  it('given the rules, the date offers the window a quote is given for', () => {
    draw({ rules });
    expect(screen.getByLabelText('Pickup date')).toHaveAttribute('min', '2030-01-01');
    expect(screen.getByLabelText('Pickup date')).toHaveAttribute('max', '2030-06-30');
  });

  it('a Dry Van greys out the trailers made for another mode', () => {
    draw({ rules });
    choose('Type of transportation and mode', 'ftl-dry-van');
    const disabled = within(field('Trailer')).getAllByRole('option').filter((o) => (o as HTMLOptionElement).disabled).map((o) => o.textContent);
    expect(disabled).toEqual(['48 ft flatbed trailer', '53 ft reefer trailer']);
  });

  it('once running, a link’s choices fill the fields and are told; sent, the choices go to the page instead of a GET', () => {
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    draw({ initial: { serviceId: 'southbound', portId: 'otay-mesa' }, onChange, onSubmit });
    expect([field('Direction').value, field('Port / bridge of crossing').value]).toEqual(['southbound', 'otay-mesa']);
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ serviceId: 'southbound', portId: 'otay-mesa', modeId: '' }));
    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: '2031-01-02' } });
    fireEvent.submit(screen.getByRole('form'));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ serviceId: 'southbound', portId: 'otay-mesa', pickupDate: '2031-01-02' }));
  });
});
