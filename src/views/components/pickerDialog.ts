import { useId } from 'react';

/**
 * Props for a date picker whose calendar is a dialog named by the field's label. Mantine's popover
 * gives the field its own id (which the label's `for` would then miss) and names the dialog by the
 * field's text: sharing one id keeps the label, and the dialog takes the label as its name.
 */
export function usePickerDialog(): { id: string; popoverProps: { id: string; attributes: { dropdown: { 'aria-labelledby': string } } } } {
  const id = useId();
  return { id, popoverProps: { id, attributes: { dropdown: { 'aria-labelledby': `${id}-label` } } } };
}
