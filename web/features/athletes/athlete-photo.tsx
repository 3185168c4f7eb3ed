import { lazy, Suspense } from 'react';
import { ActionIcon, Avatar, Button, Center, Group, Loader, Modal, Stack, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCamera, IconTrash } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import type { Athlete } from '@core/api/athletes';
import { importWithReload } from '../../app/reload-guard';
import { appImageProps } from '../../lib/app-image';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { usePatchAthlete } from './api/patch-athlete';
import { fullName, initials } from './athlete-labels';

/** The uploader (and its resumable client) loads only when a coach opens it. */
const AthletePhotoUpload = lazy(() =>
  importWithReload(() => import('./athlete-photo-upload')).then((m) => ({ default: m.AthletePhotoUpload })),
);

type Pictured = Pick<Athlete, 'photo' | 'firstName' | 'lastName'>;

/**
 * A small roster avatar: the athlete's photo resized by the image endpoint, their initials
 * without one (or when it fails to load). Decorative: the name beside it says who it is.
 */
export function AthleteAvatar({ athlete, size = 32 }: { athlete: Pictured; size?: number }) {
  const image = athlete.photo ? appImageProps(athlete.photo, size) : undefined;
  return (
    <Avatar
      size={size}
      radius="xl"
      src={image?.src}
      imageProps={{ srcSet: image?.srcSet, loading: 'lazy', decoding: 'async' }}
      alt=""
      aria-hidden="true"
      color="initials"
      name={fullName(athlete)}
      data-testid="athlete-avatar"
    >
      {initials(athlete)}
    </Avatar>
  );
}

/** The athlete page's photo (or initials) and, for roles that may edit athletes, add, change and remove. */
export function AthletePhoto({ orgId, athlete, canWrite }: { orgId: string; athlete: Pick<Athlete, 'id'> & Pictured; canWrite: boolean }) {
  const [uploading, upload] = useDisclosure(false);
  const patch = usePatchAthlete(orgId);
  const name = fullName(athlete);
  const photo = athlete.photo ? appImageProps(athlete.photo, 96) : undefined;
  const remove = () =>
    patch.mutate(
      { athleteId: athlete.id, body: { photo: null } },
      {
        onSuccess: () => notify.success(`Photo of ${name} removed.`),
        onError: (error) => notify.error(errorMessage(error), 'Could not remove the photo'),
      },
    );

  return (
    <Stack gap={6} align="center">
      <Avatar
        size={96}
        radius="xl"
        src={photo?.src}
        imageProps={{ srcSet: photo?.srcSet }}
        alt={`Photo of ${name}`}
        color="initials"
        name={name}
        data-testid="athlete-photo"
      >
        {initials(athlete)}
      </Avatar>
      {canWrite ? (
        <Group gap={2} justify="center" wrap="nowrap">
          <Button size="compact-xs" variant="subtle" leftSection={<IconCamera size={ICON_SIZE} />} onClick={upload.open}>
            {athlete.photo ? 'Change photo' : 'Add photo'}
          </Button>
          {athlete.photo ? (
            <Tooltip label="Remove photo">
              <ActionIcon
                size="sm"
                variant="subtle"
                color="red"
                onClick={remove}
                loading={patch.isPending}
                aria-label={`Remove the photo of ${name}`}
              >
                <IconTrash size={ICON_SIZE} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      ) : null}
      {canWrite ? (
        <Modal opened={uploading} onClose={upload.close} title={`Photo of ${name}`} centered>
          <Suspense
            fallback={
              <Center py="lg">
                <Loader size="sm" aria-label="Loading the uploader" />
              </Center>
            }
          >
            <AthletePhotoUpload orgId={orgId} athleteId={athlete.id} name={name} onSaved={upload.close} />
          </Suspense>
        </Modal>
      ) : null}
    </Stack>
  );
}
