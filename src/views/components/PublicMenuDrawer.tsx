import type { ReactNode } from 'react';
import { Anchor, Divider, Drawer, Stack } from '@mantine/core';
import { Link } from 'wouter';
import { Logo } from './Logo';

export interface PublicMenuDrawerProps {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly links: ReactNode;
  readonly accountButtons: ReactNode;
  readonly carrierSiteUrl: string;
}

/** The landing header's menu on small screens. */
export function PublicMenuDrawer({ opened, onClose, links, accountButtons, carrierSiteUrl }: PublicMenuDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} size="100%" title={<Logo />} zIndex={300} closeButtonProps={{ 'aria-label': 'Close menu', size: 44 }}>
      <Stack component="nav" aria-label="Main" gap="lg" mt="md">
        {links}
        <Divider />
        <Anchor component={Link} href="/login" fw={600} onClick={onClose} c="brand.9">
          Log in
        </Anchor>
        <Anchor href={carrierSiteUrl} c="brand.9" rel="noopener">
          Carrier login
        </Anchor>
        {accountButtons}
      </Stack>
    </Drawer>
  );
}
