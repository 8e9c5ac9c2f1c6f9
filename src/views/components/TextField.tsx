import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { toDigits } from '../../schemas/digits';
import type { PlainFieldProps } from '../formBinding';
import { useI18n, useMessage } from '../useI18n';
import css from './PlainForm.module.css';

type NativeProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'name'>;
export interface TextFieldProps extends Partial<PlainFieldProps>, NativeProps {
  readonly label: string;
  readonly description?: ReactNode;
}

/**
 * A labelled input with its hint and message, in plain markup (the auth pages load no Mantine):
 * the label names it, the hint and the message describe it, and an invalid value marks it
 * (`aria-invalid`, `data-invalid` as Mantine's inputs do).
 */
export function TextField({ label, description, error, value = '', onChange, type = 'text', ...native }: TextFieldProps) {
  return (
    <FieldFrame label={label} description={description} error={error}>
      {(ids) => <input {...native} {...ids} type={type} className={css.input} value={value} onChange={(e) => onChange?.(e.currentTarget.value)} />}
    </FieldFrame>
  );
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ label, description, error, value = '', onChange, ...native }: Omit<TextFieldProps, 'type'>) {
  const i18n = useI18n();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame label={label} description={description} error={error}>
      {(ids) => (
        <>
          <input {...native} {...ids} type={visible ? 'text' : 'password'} className={`${css.input} ${css.withToggle}`} value={value} onChange={(e) => onChange?.(e.currentTarget.value)} />
          <button type="button" className={css.toggle} aria-label={i18n._('Show password')} aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
            {visible ? <IconEyeOff size={18} aria-hidden="true" /> : <IconEye size={18} aria-hidden="true" />}
          </button>
        </>
      )}
    </FieldFrame>
  );
}

/** spec: val.number-input — keeps digits only, at most 10, whether typed or pasted. */
export function DigitsField({ onChange, autoComplete = 'tel-national', ...rest }: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField {...rest} type="tel" inputMode="numeric" autoComplete={autoComplete} onChange={(value) => onChange?.(toDigits(value))} />;
}

type Described = { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined; 'data-invalid': 'true' | undefined };

function FieldFrame({ label, description, error, children }: { label: string; description: ReactNode; error: string | undefined; children: (ids: Described) => ReactNode }) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <div className={css.control}>{children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy || undefined, 'data-invalid': error ? 'true' : undefined })}</div>
      {description ? (
        <p id={`${id}-description`} className={css.description}>
          {description}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  );
}

/** A field's message under it (the schema's or the API's English, shown in the page's language); `${id}-error` is what the field's aria-describedby names. */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  const translate = useMessage();
  return message ? (
    <p id={`${id}-error`} className={css.error}>
      {translate(message)}
    </p>
  ) : null;
}
