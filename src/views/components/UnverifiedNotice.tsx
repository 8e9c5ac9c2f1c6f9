import { Alert } from '@mantine/core';
import { IconShieldExclamation } from '@tabler/icons-react';
import { awaitsAdminVerification } from '../../machines/accountRules';
import { CommonMessages } from '../../schemas/commonMessages';
import { useLocation } from 'wouter';
import { useProfile } from '../SessionContext';
import { useI18n, useMessage } from '../useI18n';

/** spec guard.admin-verification: until the admin verifies the company, it cannot request services. */
export function UnverifiedNotice() {
  const i18n = useI18n();
  const translate = useMessage();
  const profile = useProfile();
  const [location] = useLocation();
  // The service request says it itself, in place of its first step: one notice, not two.
  if (!awaitsAdminVerification(profile) || location === '/additional-details') return null;
  return (
    <Alert color="orange.9" variant="light" icon={<IconShieldExclamation size={20} />} title={i18n._('Verification pending')} mb="lg" data-testid="unverified-notice">
      {translate(CommonMessages.notVerified)}
    </Alert>
  );
}
