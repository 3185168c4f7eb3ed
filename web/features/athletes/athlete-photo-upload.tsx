import { Stack, Text } from '@mantine/core';
import { FILE_ACCEPT } from '@core/api/files';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { usePatchAthlete } from './api/patch-athlete';
import { FileUpload } from '../files';

const PHOTO_MAX_BYTES = 20 * 1024 * 1024;

interface AthletePhotoUploadProps {
  orgId: string;
  athleteId: string;
  /** the athlete's full name, for the messages */
  name: string;
  /** once the new photo is saved on the athlete */
  onSaved?: () => void;
}

/**
 * Uploads an athlete's photo (purpose athlete-photo: the team's file, for roles that may edit
 * athletes) with its progress, then sets it on the athlete (PATCH /api/athlete/patch).
 */
export function AthletePhotoUpload({ orgId, athleteId, name, onSaved }: AthletePhotoUploadProps) {
  const patch = usePatchAthlete(orgId);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        A square photo works best. JPEG, PNG, WebP, GIF or AVIF.
      </Text>
      <FileUpload
        purpose="athlete-photo"
        orgId={orgId}
        accept={FILE_ACCEPT.images}
        maxSize={PHOTO_MAX_BYTES}
        label="Drop a photo here, or tap to choose one"
        disabled={patch.isPending}
        onUploaded={(file) =>
          patch.mutate(
            { athleteId, body: { photo: file.publicPath } },
            {
              onSuccess: () => {
                notify.success(`Photo of ${name} updated.`);
                onSaved?.();
              },
              onError: (error) => notify.error(errorMessage(error), 'Could not save the photo'),
            },
          )
        }
      />
    </Stack>
  );
}
