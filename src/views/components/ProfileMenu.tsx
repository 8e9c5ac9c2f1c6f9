import { useContext } from 'react';
import { Menu, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLanguage, IconLogout, IconSettings, IconUser, IconUsers } from '@tabler/icons-react';
import { Link } from 'wouter';
import { managesSubUsers } from '../../machines/accountRules';
import { isLocale, LOCALE_NAMES, LOCALES } from '../../schemas/locales';
import type { Profile } from '../../schemas/profile';
import { AppEffectsContext } from '../AppEffectsContext';
import { useI18n } from '../useI18n';
import { ProfileButton } from './ProfileButton';

/** spec: header.profile-menu, header.dropdown-toggle (Mantine's Menu toggles and closes on an outside click). */
export function ProfileMenu({ profile, defaultOpened = false }: { profile: Profile | null; defaultOpened?: boolean }) {
  const i18n = useI18n();
  const changeLocale = useContext(AppEffectsContext)?.changeLocale;
  // Phones only, where the bar's switch is hidden (AppHeader.module.css): the other languages, each
  // named in itself. Not merely hidden on wider screens, where the menu's arrow keys would stop on it.
  const phone = useMediaQuery('(max-width: 35.99em)');
  const current = isLocale(i18n.locale) ? i18n.locale : 'en';
  const others = phone && changeLocale ? LOCALES.filter((locale) => locale !== current) : [];
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
        {others.map((locale) => (
          <Menu.Item key={locale} leftSection={<IconLanguage size={16} />} onClick={() => void changeLocale?.(locale)} lang={locale} data-testid="menu-language-switch">
            {LOCALE_NAMES[locale]}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item component={Link} href="/settings/logout" leftSection={<IconLogout size={16} />} color="red.9">
          {i18n._('Logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
