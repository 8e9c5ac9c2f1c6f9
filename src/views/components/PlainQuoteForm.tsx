import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { IconArrowRight } from '@tabler/icons-react';
import type { QuoteFormCatalog } from '../../schemas/quoteFormCatalog';
import type { ServiceRoute } from '../../schemas/serviceRoute';
import { useI18n, useMessage } from '../useI18n';
import shell from './Shell.module.css';
import css from './PlainQuoteForm.module.css';

/** The fields the form sends, by name (what /quote reads from its address). */
export type PlainQuoteValues = Partial<Record<'serviceId' | 'portId' | 'modeId' | 'trailerId' | 'pickupCityId' | 'dropCityId' | 'pickupDate', string>>;

export interface PlainQuoteFormProps {
  readonly catalog: QuoteFormCatalog;
  /** The form's heading (a level-2 heading, which names the form). */
  readonly title: string;
  /**
   * What narrows the choices once the page is up: the cities on the wrong side of the border for the
   * direction greyed out (serviceRoute.ts), the trailers not made for the mode (optionFit.ts), the
   * dates a quote is given for (quoteDates.ts). /quote, which loads them anyway, gives them; the
   * landing leaves them out (three more files on its first load): /quote says what does not fit.
   */
  readonly rules?: {
    readonly routes: Readonly<Record<string, ServiceRoute>>;
    readonly fitsMode: (optionId: string, modeTitle: string) => boolean;
    readonly dates: () => { readonly min: string; readonly max: string };
  };
  /** Choices to show once the page is up, in the fields not touched yet (a link's, on /quote). */
  readonly initial?: PlainQuoteValues;
  /** Told what the fields hold once the page is up (what was chosen before included), and after each change. */
  readonly onChange?: (values: PlainQuoteValues) => void;
  /** Sent with JS: handled here instead of the GET to /quote the form makes without it. */
  readonly onSubmit?: (values: PlainQuoteValues) => void;
}

/**
 * The instant quote's form in plain markup (the landing's, and /quote's until its catalog comes):
 * native selects and a date, a GET to /quote that works before any script runs. Uncontrolled, so
 * what is chosen before the page is interactive stays; once it is, given the rules, the direction
 * greys out the cities on the wrong side of the border and the mode the trailers not made for it.
 */
export function PlainQuoteForm({ catalog, title, rules, initial, onChange, onSubmit }: PlainQuoteFormProps) {
  const i18n = useI18n();
  const translate = useMessage();
  const form = useRef<HTMLFormElement>(null);
  const [chosen, setChosen] = useState<PlainQuoteValues>({});

  const valuesOf = (el: HTMLFormElement): PlainQuoteValues => Object.fromEntries([...new FormData(el)].map(([name, value]) => [name, String(value)]));
  const route = rules?.routes[chosen.serviceId ?? ''];
  const modeTitle = catalog.transportationTypes.flatMap((t) => t.modes).find((m) => m.id === chosen.modeId)?.title.id ?? '';
  const fits = (trailerId: string) => rules?.fitsMode(trailerId, modeTitle) ?? true;

  const report = () => {
    const el = form.current;
    if (!el) return;
    const values = valuesOf(el);
    setChosen(values);
    onChange?.(values);
  };

  // Once up: today's date window (the HTML was written at build time), a link's choices in the
  // untouched fields, then what the form holds (chosen before included).
  useEffect(() => {
    const el = form.current;
    if (!el) return;
    if (rules) Object.assign(el.elements.namedItem('pickupDate') as HTMLInputElement, rules.dates());
    for (const [name, value] of Object.entries(initial ?? {})) {
      const field = el.elements.namedItem(name);
      if ((field instanceof HTMLSelectElement || field instanceof HTMLInputElement) && field.value === '' && value) field.value = value;
    }
    report();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A choice greyed out by another (a city on the wrong side, a trailer not made for the mode) is unchosen.
  useEffect(() => {
    const el = form.current;
    if (!el) return;
    const greyed = (option: HTMLOptionElement | undefined) => option !== undefined && (option.disabled || (option.parentElement instanceof HTMLOptGroupElement && option.parentElement.disabled));
    const stale = [...el.querySelectorAll<HTMLSelectElement>('select')].filter((select) => greyed(select.selectedOptions[0]));
    for (const select of stale) select.value = '';
    if (stale.length > 0) report();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen.serviceId, chosen.modeId]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSubmit) return;
    event.preventDefault();
    onSubmit(valuesOf(event.currentTarget));
  };

  const select = (name: keyof PlainQuoteValues, label: string, options: ReactNode) => (
    <div className={css.field}>
      <label className={css.label} htmlFor={`quote-${name}`}>
        {label}
      </label>
      <select id={`quote-${name}`} name={name} defaultValue="" className={`${css.input} ${css.select}`}>
        <option value="">{i18n._('Select option')}</option>
        {options}
      </select>
    </div>
  );
  const cities = (side: 'pickups' | 'drops') =>
    (['MX', 'US'] as const).map((country) => (
      <optgroup key={country} label={country === 'MX' ? i18n._('Cities in Mexico') : i18n._('Cities in the United States')} disabled={route !== undefined && route[side] !== country}>
        {catalog.cities
          .filter((c) => c.country === country)
          .map((c) => (
            <option key={c.id} value={c.id}>
              {`${translate(c.name)}, ${c.state}`}
            </option>
          ))}
      </optgroup>
    ));

  return (
    <form ref={form} method="get" action="/quote" className={css.form} onChange={report} onSubmit={submit} aria-labelledby="quote-form-title">
      <h2 id="quote-form-title" className={`${shell.title} ${css.title}`}>
        {title}
      </h2>
      <div className={css.grid}>
        {select(
          'serviceId',
          i18n._('Direction'),
          catalog.services.map((s) => (
            <option key={s.id} value={s.id}>
              {i18n._(s.title)}
            </option>
          )),
        )}
        {select(
          'portId',
          i18n._('Port / bridge of crossing'),
          catalog.ports.map((p) => (
            <option key={p.id} value={p.id}>
              {`${i18n._(p.title)} (${p.city})`}
            </option>
          )),
        )}
        {select(
          'modeId',
          i18n._('Type of transportation and mode'),
          catalog.transportationTypes.map((t) => (
            <optgroup key={t.id} label={i18n._(t.title)}>
              {t.modes.map((m) => (
                <option key={m.id} value={m.id}>
                  {`${i18n._(t.title)} · ${i18n._(m.title)}`}
                </option>
              ))}
            </optgroup>
          )),
        )}
        {select(
          'trailerId',
          i18n._('Trailer'),
          catalog.trailers.map((t) => (
            <option key={t.id} value={t.id} disabled={!fits(t.id)}>
              {i18n._(t.title)}
            </option>
          )),
        )}
        {select('pickupCityId', i18n._('Pickup city'), cities('pickups'))}
        {select('dropCityId', i18n._('Drop city'), cities('drops'))}
        <div className={css.field}>
          <label className={css.label} htmlFor="quote-pickupDate">
            {i18n._('Pickup date')}
          </label>
          <input id="quote-pickupDate" name="pickupDate" type="date" className={`${css.input} ${css.date}`} />
        </div>
      </div>
      <button type="submit" className={`${shell.button} ${shell.md} ${shell.iconRight} ${css.submit}`}>
        {i18n._('Get my price')}
        <IconArrowRight size={18} aria-hidden="true" />
      </button>
    </form>
  );
}
