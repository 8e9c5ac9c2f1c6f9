import type { ComponentPropsWithRef } from 'react';
import { Avatar, Group, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconUser } from '@tabler/icons-react';
import { useI18n } from '../useI18n';
import classes from './AppHeader.module.css';

/** The header's profile button: the menu's target, and what shows while the menu's code loads. */
export function ProfileButton({ picture, name, className, ...props }: { picture: string | null | undefined; name: string | undefined } & ComponentPropsWithRef<'button'>) {
  const i18n = useI18n();
  return (
    <UnstyledButton aria-label={i18n._('Open profile menu')} {...props} className={className ? `${classes.profile} ${className}` : classes.profile}>
      <Group gap={6} wrap="nowrap">
        <Avatar src={picture || null} alt={name ?? i18n._('Profile')} radius="xl" size={34} color="brand">
          <IconUser size={18} />
        </Avatar>
        <IconChevronDown size={14} aria-hidden="true" className={classes.chevron} />
      </Group>
    </UnstyledButton>
  );
}
