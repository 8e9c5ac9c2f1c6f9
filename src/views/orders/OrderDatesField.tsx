import { useEffect, useRef } from 'react';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendarEvent } from '@tabler/icons-react';
import { PICKER_DATE_FORMAT } from '../../machines/pickerSettings';
import { usePickerDialog } from '../components/pickerDialog';
import { usePickerLanguage } from '../components/usePickerLocale';
import { useI18n } from '../useI18n';
import '@mantine/dates/styles.css';

export type DayRange = [string | null, string | null];

/**
 * /my-orders' "Booked between": the calendar (@mantine/dates, ~12 KiB) in its own chunk, loaded
 * after the page; OrderDatesPlaceholder stands in meanwhile. `openAtOnce`: the customer clicked
 * the placeholder, so the calendar opens as it comes.
 */
export function OrderDatesField({ value, onChange, onDropdownClose, openAtOnce }: { value: DayRange; onChange: (value: DayRange) => void; onDropdownClose: () => void; openAtOnce: boolean }) {
  const i18n = useI18n();
  const button = useRef<HTMLButtonElement>(null);
  const dialog = usePickerDialog();
  const picker = usePickerLanguage();
  useEffect(() => {
    if (openAtOnce) button.current?.click();
  }, [openAtOnce]);
  return (
    <DatePickerInput
      {...dialog}
      ref={button}
      type="range"
      label={i18n._('Booked between')}
      placeholder={i18n._('Any date')}
      leftSection={<IconCalendarEvent size={16} aria-hidden="true" />}
      valueFormat={PICKER_DATE_FORMAT}
      locale={picker.locale}
      ariaLabels={picker.ariaLabels}
      allowSingleDateInRange
      clearable
      value={value}
      onChange={onChange}
      onDropdownClose={onDropdownClose}
      style={{ flex: '1 1 260px' }}
      data-testid="orders-dates"
    />
  );
}
