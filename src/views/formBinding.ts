// How every form binds its schema, Mantine pages and the plain auth pages alike: usePlainForm holds
// the values and the messages, useCheckedSubmit checks them with the form's schema on submit
// (loaded lazily), useServerFieldErrors puts the server's messages on the same fields, and
// inputProps gives a Mantine input its props (the plain kit's fields take form.field). One module,
// so a page loads it as one file.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Schema } from 'effect';
import type { Validation } from '../schemas/validate';
import { usePreload } from './usePreload';

/** A field's value, its change handler and its message, for the plain form kit (TextField.tsx). */
export interface PlainFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | undefined;
}

export interface PlainForm<V> {
  readonly values: V;
  readonly errors: Readonly<Record<string, string>>;
  /** The latest values, for a handler made during an earlier render (a submit). */
  readonly getValues: () => V;
  /** `path` joined with '.', as the schema's messages are keyed: 'commercialReference.0.emailAddress'. */
  readonly setFieldValue: (path: string, value: unknown) => void;
  /** Some top-level values at once; every message goes, as the form starts over. */
  readonly setValues: (values: Partial<V>) => void;
  /** Back to the initial values, without messages. */
  readonly reset: () => void;
  readonly setErrors: (errors: Record<string, string>) => void;
  readonly clearErrors: () => void;
  readonly field: (path: string) => PlainFieldProps;
  /** At the end, or before `index`: the messages of the rows after it move down with them. */
  readonly insertListItem: (path: string, item: unknown, index?: number) => void;
  /** The row's messages go; those of the rows after it move up with them. */
  readonly removeListItem: (path: string, index: number) => void;
}

const getIn = (value: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((at, key) => (at === null || typeof at !== 'object' ? undefined : (at as Record<string, unknown>)[key]), value);

function setIn(value: unknown, path: readonly string[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [key, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) return value.map((item, i) => (String(i) === key ? setIn(item, rest, next) : item));
  const record = (value ?? {}) as Record<string, unknown>;
  return { ...record, [key]: setIn(record[key], rest, next) };
}

/** Drops the messages of `path` and of everything under it. */
const withoutErrors = (errors: Record<string, string>, path: string): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => key !== path && !key.startsWith(`${path}.`)));

/** The messages of the list at `path` from row `from` on, moved by `by` rows ('refs.2.email' → 'refs.1.email'). */
function shiftRows(errors: Record<string, string>, path: string, from: number, by: number): Record<string, string> {
  const prefix = `${path}.`;
  return Object.fromEntries(
    Object.entries(errors).map(([key, message]) => {
      if (!key.startsWith(prefix)) return [key, message];
      const [row = '', ...rest] = key.slice(prefix.length).split('.');
      const index = Number(row);
      if (row === '' || !Number.isInteger(index) || index < from) return [key, message];
      return [[path, String(index + by), ...rest].join('.'), message];
    }),
  );
}

/**
 * A form's state: values by dotted path, nested objects and lists, one message per field, and a
 * field's message cleared as it changes. Checking is the schema's (useCheckedSubmit), not this
 * hook's. Our own, not a form library: the auth routes' budget has no room for one, and no form
 * reads touched or dirty state.
 */
export function usePlainForm<V extends object>(initialValues: V): PlainForm<V> {
  const [initial] = useState(initialValues);
  const [values, setValueState] = useState(initialValues);
  const [errors, setErrorState] = useState<Record<string, string>>({});
  // The latest values, for a submit handler made during an earlier render.
  const latest = useRef(values);
  const update = (next: V) => {
    latest.current = next;
    setValueState(next);
  };
  const setFieldValue = (path: string, value: unknown) => {
    update(setIn(latest.current, path.split('.'), value) as V);
    setErrorState((current) => (path in current ? withoutErrors(current, path) : current));
  };
  const list = (path: string): unknown[] => {
    const at = getIn(latest.current, path.split('.'));
    return Array.isArray(at) ? at : [];
  };
  return {
    values,
    errors,
    getValues: () => latest.current,
    setFieldValue,
    setValues: (next) => {
      update({ ...latest.current, ...next });
      setErrorState({});
    },
    reset: () => {
      update(initial);
      setErrorState({});
    },
    setErrors: (next) => setErrorState({ ...next }),
    clearErrors: () => setErrorState({}),
    field: (path) => {
      const value = getIn(values, path.split('.'));
      return { value: value === undefined || value === null ? '' : String(value), onChange: (next) => setFieldValue(path, next), error: errors[path] };
    },
    insertListItem: (path, item, index) => {
      const rows = list(path);
      const at = index === undefined || index > rows.length ? rows.length : index;
      update(setIn(latest.current, path.split('.'), [...rows.slice(0, at), item, ...rows.slice(at)]) as V);
      setErrorState((current) => shiftRows(current, path, at, 1));
    },
    removeListItem: (path, index) => {
      update(setIn(latest.current, path.split('.'), list(path).filter((_, i) => i !== index)) as V);
      setErrorState((current) => shiftRows(withoutErrors(current, `${path}.${index}`), path, index + 1, -1));
    },
  };
}

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

/** Shows the server's per-field messages (e.g. a taken email) on the form's own fields. */
export function useServerFieldErrors(form: { setErrors: (errors: Record<string, string>) => void }, fieldErrors: Readonly<Record<string, string>>): void {
  useEffect(() => {
    if (Object.keys(fieldErrors).length > 0) form.setErrors({ ...fieldErrors });
    // `form` is a fresh object each render; the errors are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fieldErrors]);
}

/** What a Mantine input gives its onChange: an event (text inputs, check boxes) or the value itself (Select, Radio.Group…). */
function changedValue(next: unknown): unknown {
  if (next !== null && typeof next === 'object' && 'currentTarget' in next) {
    const target = next.currentTarget;
    if (target instanceof HTMLInputElement) return target.type === 'checkbox' ? target.checked : target.value;
    if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return target.value;
  }
  return next;
}

export interface MantineInputProps {
  readonly value: string;
  readonly onChange: (next: unknown) => void;
  readonly error: string | undefined;
}

export interface MantineCheckboxProps {
  readonly checked: boolean;
  readonly onChange: (next: unknown) => void;
  readonly error: string | undefined;
}

/**
 * A form field (usePlainForm) as a Mantine input's props: its value (or `checked`), its message, and
 * an onChange that takes the event or the value whichever the input sends. A field holding a list or
 * a number (Checkbox.Group, Rating) is bound by hand with `form.values` and `form.setFieldValue`.
 */
export function inputProps<V extends object>(form: PlainForm<V>, path: string): MantineInputProps;
export function inputProps<V extends object>(form: PlainForm<V>, path: string, options: { type: 'checkbox' }): MantineCheckboxProps;
export function inputProps<V extends object>(form: PlainForm<V>, path: string, options?: { type: 'checkbox' }): MantineInputProps | MantineCheckboxProps {
  const { value, error } = form.field(path);
  const onChange = (next: unknown) => form.setFieldValue(path, changedValue(next));
  return options?.type === 'checkbox' ? { checked: value === 'true', onChange, error } : { value, onChange, error };
}
