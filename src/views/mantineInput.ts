import type { PlainForm } from './usePlainForm';

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
