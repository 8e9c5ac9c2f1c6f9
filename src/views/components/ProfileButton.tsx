import type { ComponentPropsWithRef } from 'react';
import { Avatar, Group, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconUser } from '@tabler/icons-react';
import classes from './AppHeader.module.css';

/** The header's profile button: the menu's target, and what shows while the menu's code loads. */
export function ProfileButton({ picture, name, className, ...props }: { picture: string | null | undefined; name: string | undefined } & ComponentPropsWithRef<'button'>) {
  return (
    <UnstyledButton aria-label="Open profile menu" {...props} className={className ? `${classes.profile} ${className}` : classes.profile}>
      <Group gap={6} wrap="nowrap">
        <Avatar src={picture || null} alt={name ?? 'Profile'} radius="xl" size={34} color="brand">
          <IconUser size={18} />
        </Avatar>
        <IconChevronDown size={14} aria-hidden="true" className={classes.chevron} />
      </Group>
    </UnstyledButton>
  );
}
