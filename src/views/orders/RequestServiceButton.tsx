import { Button, type ButtonProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'wouter';
import { requestsServices } from '../../machines/accountRules';
import { useProfile } from '../SessionContext';
import { useI18n } from '../useI18n';

export const REQUEST_SERVICE_HREF = '/additional-details';

/** The one way into the service request wizard from the order pages; absent for a Viewer. */
export function RequestServiceButton(props: ButtonProps) {
  const i18n = useI18n();
  if (!requestsServices(useProfile())) return null;
  return (
    <Button component={Link} href={REQUEST_SERVICE_HREF} leftSection={<IconPlus size={16} />} {...props}>
      {i18n._('Request a service')}
    </Button>
  );
}
