import { Button, type ButtonProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'wouter';
import { requestsServices } from '../../machines/accountRules';
import { useProfile } from '../SessionContext';

export const REQUEST_SERVICE_HREF = '/additional-details';

/** The one way into the service request wizard from the order pages; absent for a Viewer. */
export function RequestServiceButton(props: ButtonProps) {
  if (!requestsServices(useProfile())) return null;
  return (
    <Button component={Link} href={REQUEST_SERVICE_HREF} leftSection={<IconPlus size={16} />} {...props}>
      Request a service
    </Button>
  );
}
