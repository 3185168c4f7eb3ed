import { Avatar, Group, Stack, Text } from '@mantine/core';
import { FILE_ACCEPT } from '@core/api/files';
import type { Organization } from '@core/api/organizations';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { usePatchOrganization } from '../organizations';
import { appImageProps } from '../../lib/app-image';
import { FileUpload } from '../files';

const LOGO_MAX_BYTES = 10 * 1024 * 1024;

/** The team logo: shown, and replaced by an upload (owners and admins: organization:edit). */
export function LogoUpload({ organization }: { organization: Organization }) {
  const patch = usePatchOrganization(organization.id);
  const canEdit = organization.capabilities.includes('organization:edit');
  const logo = organization.logo ? appImageProps(organization.logo, 96) : undefined;
  return (
    <Stack gap="sm">
      <Group gap="md" wrap="nowrap">
        <Avatar
          size={96}
          radius="md"
          src={logo?.src}
          imageProps={{ srcSet: logo?.srcSet }}
          alt={`${organization.name} logo`}
          data-testid="team-logo"
        >
          {organization.name.slice(0, 2).toUpperCase()}
        </Avatar>
        <Text size="sm" c="dimmed">
          {canEdit ? 'Shown beside the team name. A square image works best.' : "Only the team's owner and admins can change the logo."}
        </Text>
      </Group>
      {canEdit ? (
        <FileUpload
          purpose="logo"
          orgId={organization.id}
          accept={FILE_ACCEPT.images}
          maxSize={LOGO_MAX_BYTES}
          label="Drop a logo here, or tap to choose one"
          onUploaded={(file) =>
            patch.mutate(
              { logo: file.publicPath },
              {
                onSuccess: () => notify.success('Team logo updated.'),
                onError: (error) => notify.error(errorMessage(error), 'Could not save the team logo'),
              },
            )
          }
        />
      ) : null}
    </Stack>
  );
}
