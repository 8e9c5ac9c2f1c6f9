import { ActionIcon, Anchor, Avatar, Box, Button, Container, Group, Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconPlus, IconSettings, IconUser } from '@tabler/icons-react';
import { Link, useLocation } from 'wouter';
import { Logo } from './Logo';
import classes from './AppHeader.module.css';

export interface AppHeaderProps {
  /** The profile's image URL; a default avatar shows when it is missing (spec: header.default-avatar). */
  readonly profilePicture?: string | null;
  readonly displayName?: string;
}

export function AppHeader({ profilePicture, displayName }: AppHeaderProps) {
  const [location] = useLocation();
  const onMyOrders = location === '/my-orders';

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group justify="space-between" h="100%" wrap="nowrap">
          <Logo />
          <Group gap="sm" wrap="nowrap">
            {/* spec: header.new-service */}
            {onMyOrders ? (
              <>
                <Button component={Link} href="/additional-details" leftSection={<IconPlus size={16} />} visibleFrom="sm">
                  New Service
                </Button>
                <ActionIcon component={Link} href="/additional-details" size="lg" hiddenFrom="sm" aria-label="New Service">
                  <IconPlus size={18} />
                </ActionIcon>
              </>
            ) : (
              <Anchor component={Link} href="/my-orders" fw={600} size="sm" c="brand.9">
                My Orders
              </Anchor>
            )}
            {/* spec: header.profile-menu, header.dropdown-toggle (Mantine Menu toggles and closes on outside click) */}
            <Menu position="bottom-end" width={200} shadow="md" withinPortal>
              <Menu.Target>
                <UnstyledButton className={classes.profile} aria-label="Open profile menu">
                  <Group gap={6} wrap="nowrap">
                    <Avatar src={profilePicture || null} alt={displayName ?? 'Profile'} radius="xl" size={34} color="brand">
                      <IconUser size={18} />
                    </Avatar>
                    <IconChevronDown size={14} aria-hidden="true" />
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item component={Link} href="/edit-profile" leftSection={<IconUser size={16} />}>
                  Profile
                </Menu.Item>
                <Menu.Item component={Link} href="/settings/notifications" leftSection={<IconSettings size={16} />}>
                  Settings
                </Menu.Item>
                <Menu.Divider />
                <Menu.Item component={Link} href="/settings/logout" leftSection={<IconLogout size={16} />} color="red.9">
                  Logout
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
