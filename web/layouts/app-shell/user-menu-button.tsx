import type { ComponentPropsWithRef } from 'react';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import type { User } from '@core/api/user';
import { PictureAvatar } from './picture-avatar';

interface UserMenuButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  user: User;
  /** the display name, else the email */
  label: string | null;
}

/** The user menu's button: photo or initials and the display name ("Dana R."); drawn alone until the menu has loaded. */
export function UserMenuButton({ user, label, ...rest }: UserMenuButtonProps) {
  const initials = `${[...user.firstName][0] ?? ''}${[...user.lastName][0] ?? ''}`.toUpperCase() || '?';
  return (
    <UnstyledButton {...rest} aria-label={`Account menu for ${label}`} data-testid="user-menu">
      <Group gap={8} wrap="nowrap">
        <PictureAvatar size={30} radius="xl" color="black" photo={user.profilePhoto} initials={initials} />
        <Text size="sm" fw={600} visibleFrom="xs" data-testid="user-display-name">
          {label}
        </Text>
        <IconChevronDown size={ICON_SIZE - 2} />
      </Group>
    </UnstyledButton>
  );
}
