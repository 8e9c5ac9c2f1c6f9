import { Alert } from '@mantine/core';
import { IconShieldExclamation } from '@tabler/icons-react';
import { awaitsAdminVerification } from '../../machines/accountRules';
import { CommonMessages } from '../../schemas/commonMessages';
import { useLocation } from 'wouter';
import { useProfile } from '../SessionContext';

/** spec guard.admin-verification: until the admin verifies the company, it cannot request services. */
export function UnverifiedNotice() {
  const profile = useProfile();
  const [location] = useLocation();
  // The service request says it itself, in place of its first step: one notice, not two.
  if (!awaitsAdminVerification(profile) || location === '/additional-details') return null;
  return (
    <Alert color="orange.9" variant="light" icon={<IconShieldExclamation size={20} />} title="Verification pending" mb="lg" data-testid="unverified-notice">
      {CommonMessages.notVerified}
    </Alert>
  );
}
