import { useRef, useState } from 'react';

/** A field's value, its change handler and its message, for the plain form kit (PlainForm.tsx). */
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
 * Every form's state, Mantine pages and the plain auth pages alike (the latter carry no Mantine):
 * values by dotted path, nested objects and lists, one message per field, and a field's message
 * cleared as it changes. Checking is the schema's (useCheckedSubmit), not this hook's; Mantine's
 * inputs take their props through `inputProps` (mantineInput.ts). Our own, not a form library: the
 * auth routes' budget has no room for one, and no form reads touched or dirty state.
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
