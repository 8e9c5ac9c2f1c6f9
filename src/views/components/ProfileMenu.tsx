import { Menu, Text } from '@mantine/core';
import { IconLogout, IconSettings, IconUser, IconUsers } from '@tabler/icons-react';
import { Link } from 'wouter';
import { managesSubUsers } from '../../machines/accountRules';
import type { Profile } from '../../schemas/profile';
import { useI18n } from '../useI18n';
import { ProfileButton } from './ProfileButton';

/** spec: header.profile-menu, header.dropdown-toggle (Mantine's Menu toggles and closes on an outside click). */
export function ProfileMenu({ profile, defaultOpened = false }: { profile: Profile | null; defaultOpened?: boolean }) {
  const i18n = useI18n();
  return (
    <Menu position="bottom-end" width={200} shadow="md" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <ProfileButton picture={profile?.profilePicture} name={profile?.contactName} />
      </Menu.Target>
      <Menu.Dropdown>
        {profile ? (
          <Menu.Label>
            <Text size="sm" fw={600} c="dark.8" truncate maw={180}>
              {profile.contactName}
            </Text>
            <Text size="xs" c="dimmed" truncate maw={180}>
              {profile.email}
            </Text>
          </Menu.Label>
        ) : null}
        <Menu.Item component={Link} href="/edit-profile" leftSection={<IconUser size={16} />}>
          {i18n._('Profile')}
        </Menu.Item>
        {/* The main user and admins manage sub-users (spec role.main-manages-subusers). */}
        {managesSubUsers(profile) ? (
          <Menu.Item component={Link} href="/sub-user" leftSection={<IconUsers size={16} />}>
            {i18n._('Sub-users')}
          </Menu.Item>
        ) : null}
        <Menu.Item component={Link} href="/settings/notifications" leftSection={<IconSettings size={16} />}>
          {i18n._('Settings')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} href="/settings/logout" leftSection={<IconLogout size={16} />} color="red.9">
          {i18n._('Logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
