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
  readonly getValues: () => V;
  /** `path` joined with '.', as the schema's messages are keyed: 'commercialReference.0.emailAddress'. */
  readonly setFieldValue: (path: string, value: unknown) => void;
  readonly setErrors: (errors: Record<string, string>) => void;
  readonly clearErrors: () => void;
  readonly field: (path: string) => PlainFieldProps;
  readonly insertListItem: (path: string, item: unknown) => void;
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

/**
 * The auth pages' form state (issue 15: those pages carry no Mantine, so not @mantine/form either):
 * values by dotted path, one message per field, and a field's message cleared as it changes, as
 * @mantine/form does. Checking is the schema's (useCheckedSubmit), not this hook's. Our own, not
 * react-hook-form (~9 KiB): the auth routes' budget has no room for it, and this is all they need.
 */
export function usePlainForm<V extends object>(initialValues: V): PlainForm<V> {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrorState] = useState<Record<string, string>>({});
  // The latest values, for a submit handler made during an earlier render.
  const latest = useRef(values);
  const update = (next: V) => {
    latest.current = next;
    setValues(next);
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
    setErrors: (next) => setErrorState({ ...next }),
    clearErrors: () => setErrorState({}),
    field: (path) => {
      const value = getIn(values, path.split('.'));
      return { value: value === undefined || value === null ? '' : String(value), onChange: (next) => setFieldValue(path, next), error: errors[path] };
    },
    insertListItem: (path, item) => update(setIn(latest.current, path.split('.'), [...list(path), item]) as V),
    removeListItem: (path, index) => {
      update(setIn(latest.current, path.split('.'), list(path).filter((_, i) => i !== index)) as V);
      // The rows after it move up: their messages no longer match them.
      setErrorState((current) => withoutErrors(current, path));
    },
  };
}
