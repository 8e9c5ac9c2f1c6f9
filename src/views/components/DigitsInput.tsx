import { TextInput, type TextInputProps } from '@mantine/core';
import { toDigits } from '../../schemas/digits';

export interface DigitsInputProps extends Omit<TextInputProps, 'onChange' | 'value' | 'type'> {
  readonly value?: string;
  readonly onChange: (value: string) => void;
}

/** spec: val.number-input — keeps digits only, at most 10, whether typed or pasted. */
export function DigitsInput({ value = '', onChange, ...rest }: DigitsInputProps) {
  return (
    <TextInput
      {...rest}
      type="tel"
      inputMode="numeric"
      autoComplete={rest.autoComplete ?? 'tel-national'}
      value={value}
      onChange={(event) => onChange(toDigits(event.currentTarget.value))}
    />
  );
}
