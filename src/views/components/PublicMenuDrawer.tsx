import type { ReactNode } from 'react';
import { Anchor, Divider, Drawer, Stack } from '@mantine/core';
import { Link } from 'wouter';
import { useI18n } from '../useI18n';
import { Logo } from './Logo';

export interface PublicMenuDrawerProps {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly links: ReactNode;
  readonly accountButtons: ReactNode;
  readonly carrierSiteUrl: string;
  /** Its one word the header does not show: given by the header, so it is in the public pages' catalog part (this chunk's words are in the app's). */
  readonly carrierLoginLabel: string;
}

/** The landing header's menu on small screens. */
export function PublicMenuDrawer({ opened, onClose, links, accountButtons, carrierSiteUrl, carrierLoginLabel }: PublicMenuDrawerProps) {
  const i18n = useI18n();
  return (
    <Drawer opened={opened} onClose={onClose} size="100%" title={<Logo />} zIndex={300} closeButtonProps={{ 'aria-label': i18n._('Close menu'), size: 44 }}>
      <Stack component="nav" aria-label={i18n._('Main')} gap="lg" mt="md">
        {links}
        <Divider />
        <Anchor component={Link} href="/login" fw={600} onClick={onClose} c="brand.9">
          {i18n._('Log in')}
        </Anchor>
        <Anchor href={carrierSiteUrl} c="brand.9" rel="noopener">
          {carrierLoginLabel}
        </Anchor>
        {accountButtons}
      </Stack>
    </Drawer>
  );
}
