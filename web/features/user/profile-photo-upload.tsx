import { Avatar, Group, Stack, Text } from '@mantine/core';
import { FILE_ACCEPT } from '@core/api/files';
import { MESSAGES } from '@core/messages';
import { displayName } from '@core/user-names';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useUser } from '../../lib/store/hooks';
import { usePatchUser } from './api/patch-user';
import { appImageProps } from '../../lib/app-image';
import { FileUpload } from '../files';

const PHOTO_MAX_BYTES = 20 * 1024 * 1024;

/**
 * The signed-in user's photo: shows the current one and replaces it with an upload
 * (PATCH /api/user/patch with the file's public reference). Needs the user profile to exist.
 */
export function ProfilePhotoUpload() {
  const user = useUser();
  const patch = usePatchUser(user?.id ?? '');
  if (!user) return null;
  const photo = user.profilePhoto ? appImageProps(user.profilePhoto, 96) : undefined;
  return (
    <Stack gap="sm">
      <Group gap="md" wrap="nowrap">
        <Avatar
          size={96}
          radius="xl"
          src={photo?.src}
          imageProps={{ srcSet: photo?.srcSet }}
          alt={`Photo of ${displayName(user)}`}
          data-testid="profile-photo"
        >
          {user.firstName.slice(0, 1)}
          {user.lastName.slice(0, 1)}
        </Avatar>
        <Text size="sm" c="dimmed">
          A square photo works best. JPEG, PNG, WebP, GIF or AVIF.
        </Text>
      </Group>
      <FileUpload
        purpose="profile-photo"
        accept={FILE_ACCEPT.images}
        maxSize={PHOTO_MAX_BYTES}
        label="Drop a photo here, or tap to choose one"
        onUploaded={(file) =>
          patch.mutate(
            { profilePhoto: file.publicPath },
            {
              onSuccess: () => notify.success(MESSAGES.profileUpdated),
              onError: (error) => notify.error(errorMessage(error), MESSAGES.errorUpdatingProfile),
            },
          )
        }
      />
    </Stack>
  );
}
