import { Alert, Button, Stack } from '@mantine/core';
import { IconShieldExclamation } from '@tabler/icons-react';
import { Link } from 'wouter';
import { BrowserMessages } from '../../schemas/browserMessages';
import { PageHeading } from '../components/PageHeading';
import { useI18n, useMessage } from '../useI18n';

/** The wizard's notVerified state: spec guard.admin-verification stops an unverified company before step1. */
export function NotVerifiedStep({ title }: { title: string }) {
  const i18n = useI18n();
  const message = useMessage();
  return (
    <Stack gap="lg" maw={760}>
      <PageHeading title={title} />
      <Alert color="orange.9" variant="light" icon={<IconShieldExclamation size={20} />} title={i18n._('Verification pending')} data-testid="wizard-unverified">
        {message(BrowserMessages.notVerified)}
      </Alert>
      <Button component={Link} href="/dashboard" variant="default" w="fit-content">
        {i18n._('Back to the dashboard')}
      </Button>
    </Stack>
  );
}
