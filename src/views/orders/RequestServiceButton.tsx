import { Button, type ButtonProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'wouter';

export const REQUEST_SERVICE_HREF = '/additional-details';

/** The one way into the service request wizard from the order pages. */
export function RequestServiceButton(props: ButtonProps) {
  return (
    <Button component={Link} href={REQUEST_SERVICE_HREF} leftSection={<IconPlus size={16} />} {...props}>
      Request a service
    </Button>
  );
}
