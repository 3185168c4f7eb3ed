import type { ComponentPropsWithRef } from 'react';
import { Button, Text } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import type { Organization } from '@core/api/organizations';
import { ICON_SIZE } from '@core/constants';
import { PictureAvatar } from './picture-avatar';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => [...w][0]?.toUpperCase() ?? '')
    .join('');

interface OrgSwitcherButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'color' | 'style'> {
  organization: Organization | null;
}

/** The team switcher's button: the selected team's logo and name; drawn alone until the menu has loaded. */
export function OrgSwitcherButton({ organization, ...rest }: OrgSwitcherButtonProps) {
  const name = organization?.name ?? 'No team selected';
  return (
    <Button
      {...rest}
      variant="subtle"
      color="gray"
      px={6}
      miw={0}
      rightSection={<IconSelector size={ICON_SIZE} />}
      leftSection={
        <PictureAvatar
          size={26}
          radius="sm"
          color={organization?.primaryColor ?? 'black'}
          variant="filled"
          photo={organization?.logo ?? null}
          initials={initials(name)}
        />
      }
      aria-label={`Team: ${name}. Switch team`}
      data-testid="org-switcher"
      styles={{ label: { overflow: 'hidden' } }}
    >
      <Text fw={600} size="sm" truncate maw={{ base: 120, xs: 200, sm: 260 }} c="var(--mantine-color-text)">
        {name}
      </Text>
    </Button>
  );
}
