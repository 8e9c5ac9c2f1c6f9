import type { FormEvent } from 'react';
import type { Schema } from 'effect';
import type { Validation } from '../schemas/validate';
import { usePreload } from './usePreload';

/**
 * A form's check by its schema (the one the server checks with). The schema and Effect (~25 KiB)
 * are not part of the page's first JS: they load when the browser is idle or at the customer's
 * first touch (usePreload), and a check asked before they came waits for them.
 */
export function useSchemaCheck<S extends Schema.Top>(loadSchema: () => Promise<S>): (input: unknown) => Promise<Validation<S['Type']>> {
  const load = () => Promise.all([import('../schemas/validate'), loadSchema()]);
  usePreload(load);
  return async (input) => {
    const [{ validate }, schema] = await load();
    return validate(schema, input);
  };
}

/** What a checked submit needs of a form (usePlainForm's). */
export interface CheckedForm<V> {
  getValues(): V;
  setErrors(errors: Record<string, string>): void;
  clearErrors(): void;
}

/**
 * A form's submit, checked by its schema: invalid, the schema's messages on their fields and
 * nothing sent; valid, `onValid` with the decoded value. `loadSchema` may pick the schema by the
 * values (the sub-user form: an invitation or a password).
 */
export function useCheckedSubmit<S extends Schema.Top, V>(
  form: CheckedForm<V>,
  loadSchema: (values: V) => Promise<S>,
  onValid: (value: S["Type"], values: V) => void,
  /** What is checked: the form's values by default. */
  pick: (values: V) => unknown = (values) => values,
): (event?: FormEvent) => void {
  usePreload(() => Promise.all([import('../schemas/validate'), loadSchema(form.getValues())]));
  return (event) => {
    event?.preventDefault();
    const values = form.getValues();
    void Promise.all([import('../schemas/validate'), loadSchema(values)]).then(([{ validate }, schema]) => {
      const result = validate(schema, pick(values));
      if (!result.ok) {
        form.setErrors(result.errors);
        return;
      }
      form.clearErrors();
      onValid(result.value, values);
    });
  };
}
