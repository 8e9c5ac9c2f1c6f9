import { TextInput } from '@mantine/core';
import { useI18n, useMessage } from '../useI18n';

export interface DayRangeFieldsProps {
  readonly from: string;
  readonly to: string;
  /** The last day either may be ('YYYY-MM-DD'). */
  readonly today: string;
  /** The range rule's messages by field (src/schemas/dayRange.ts), as the machine holds them. */
  readonly errors: Readonly<Partial<Record<'from' | 'to', string>>>;
  readonly onChange: (range: { from?: string; to?: string }) => void;
  readonly required?: boolean;
  readonly disabled?: boolean;
  /** `<prefix>-from`, `<prefix>-to`. */
  readonly testId: string;
  readonly flex: string;
}

/**
 * From and To as the browser's own date inputs (no picker's code to load): the team activity log's
 * filter and the records to export. Fragments of a flex row.
 */
export function DayRangeFields({ from, to, today, errors, onChange, required = false, disabled = false, testId, flex }: DayRangeFieldsProps) {
  const i18n = useI18n();
  const translate = useMessage();
  const field = (key: 'from' | 'to', label: string, value: string) => (
    <TextInput
      type="date"
      label={label}
      value={value}
      max={today}
      required={required}
      disabled={disabled}
      onChange={(e) => onChange({ [key]: e.currentTarget.value })}
      error={errors[key] ? translate(errors[key]) : undefined}
      style={{ flex }}
      data-testid={`${testId}-${key}`}
    />
  );
  return (
    <>
      {field('from', i18n._('From'), from)}
      {field('to', i18n._('To'), to)}
    </>
  );
}
