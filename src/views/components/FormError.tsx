import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A failed call's message above the form (field messages go on their fields). */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red.9" variant="light" icon={<IconAlertCircle size={18} />} mb="md" role="alert">
      {message}
    </Alert>
  );
}
