import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Anchor, Badge, Button, Group, Image, Loader, Modal, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconMapPinOff, IconPencil, IconTrash } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { FILE_ACCEPT } from '@core/api/files';
import { paths } from '../../app/paths';
import { importWithReload } from '../../app/reload-guard';
import { appImageProps } from '../../lib/app-image';
import { AreaPage, BackLink } from '../../components/area-page';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { PageLoader } from '../../components/page-loader';
import { errorMessage, isApiError } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { ConfirmModal } from '../../components/confirm-modal';
import { useTeamAccess } from '../../lib/team-access';
import { CourseRecordsList } from './course-records-list';
import { shortDate } from '../../lib/meet-labels';
import { useIsPhone } from '../../lib/use-phone';
import { useCourse, useDeleteCourse, useSaveCourse } from './api/courses-api';
import { CourseForm } from './course-form';
import { distanceName } from './course-labels';

/** The uploader loads only when a coach opens it. */
const FileUpload = lazy(() => importWithReload(() => import('../files')).then((m) => ({ default: m.FileUpload })));

/** /dashboard/courses/:id: a course, its map, its records per gender and distance, and its meets. */
export default function CoursePage() {
  const { id = '' } = useParams();
  const { orgId, canWrite } = useTeamAccess();
  const phone = useIsPhone();
  const course = useCourse(orgId, id);
  const save = useSaveCourse(orgId ?? '');
  const remove = useDeleteCourse(orgId ?? '');
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (course.isPending) return <PageLoader label="Loading the course" />;
  if (course.isError) {
    return (
      <AreaPage title="Course">
        {isApiError(course.error, 404) ? (
          <EmptyState
            icon={<IconMapPinOff />}
            title="Course not found"
            description={`No course with the id "${id}" belongs to your team. It may have been removed, or the link may belong to another team.`}
          >
            <BackLink to={paths.courses}>Back to courses</BackLink>
          </EmptyState>
        ) : (
          <FormAlert message={errorMessage(course.error)} />
        )}
      </AreaPage>
    );
  }
  const c = course.data;
  const map = c.mapImage ? appImageProps(c.mapImage, 720, { sizes: '(max-width: 40em) 100vw, 720px' }) : null;
  const setMap = (mapImage: string | null) =>
    save.mutate(
      { id: c.id, body: { mapImage } },
      {
        onSuccess: () => notify.success(mapImage ? 'Course map saved' : 'Course map removed'),
        onError: (e) => notify.error(errorMessage(e), 'Could not save the map'),
      },
    );

  return (
    <AreaPage title={c.name} subtitle={c.address || undefined}>
      <Group justify="space-between">
        <BackLink to={paths.courses}>All courses</BackLink>
        {canWrite ? (
          <Group gap="xs">
            <Button variant="default" leftSection={<IconPencil size={ICON_SIZE} />} onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button variant="default" color="red" leftSection={<IconTrash size={ICON_SIZE} />} onClick={() => setDeleting(true)}>
              Delete
            </Button>
          </Group>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="About the course">
          <Stack gap="xs">
            <Group gap={4}>
              {c.distances.length ? (
                c.distances.map((d) => (
                  <Badge key={d} variant="light">
                    {distanceName(d)}
                  </Badge>
                ))
              ) : (
                <Text size="sm" c="dimmed">
                  No distances listed
                </Text>
              )}
            </Group>
            {c.surface ? <Text size="sm">Surface: {c.surface}</Text> : null}
            {c.latitude !== null && c.longitude !== null ? (
              <Text size="sm">
                Coordinates: {c.latitude}, {c.longitude}
              </Text>
            ) : null}
            {c.notes ? (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {c.notes}
              </Text>
            ) : null}
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Course map">
          {map ? (
            <Image
              src={map.src}
              srcSet={map.srcSet}
              sizes={map.sizes}
              alt={`Map of ${c.name}`}
              radius="sm"
              loading="lazy"
              data-testid="course-map"
            />
          ) : (
            <Text size="sm" c="dimmed">
              No map of this course has been added{canWrite ? '.' : ' yet.'}
            </Text>
          )}
          {canWrite ? (
            <Group gap="xs" mt="sm">
              <Button size="xs" variant="default" onClick={() => setUploading(true)}>
                {map ? 'Change map' : 'Add a map'}
              </Button>
              {map ? (
                <Button size="xs" variant="subtle" color="red" onClick={() => setMap(null)}>
                  Remove map
                </Button>
              ) : null}
            </Group>
          ) : null}
        </Paper>
      </SimpleGrid>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="course-records-title">
        <Title order={2} size="h4" mb="sm" id="course-records-title">
          Records on this course
        </Title>
        <CourseRecordsList events={c.records} label={`Records on ${c.name}`} />
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="course-meets-title">
        <Title order={2} size="h4" mb="sm" id="course-meets-title">
          Meets on this course
        </Title>
        {c.meets.length === 0 ? (
          <Text size="sm" c="dimmed">
            No meet is linked to this course: pick it as the course of a cross-country meet.
          </Text>
        ) : (
          <Table verticalSpacing={4} aria-label={`Meets on ${c.name}`}>
            <Table.Tbody>
              {c.meets.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.meetDetail(m.id)} size="sm">
                      {m.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{shortDate(m.startDate)}</Table.Td>
                  <Table.Td>{m.resultCount} results</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      <Modal opened={editing} onClose={() => setEditing(false)} title="Edit course" size="lg" fullScreen={phone}>
        <CourseForm
          course={c}
          submitLabel="Save"
          onCancel={() => setEditing(false)}
          onSubmit={async (body) => {
            await save.mutateAsync({ id: c.id, body });
            notify.success('Course saved');
            setEditing(false);
          }}
        />
      </Modal>
      <Modal opened={uploading} onClose={() => setUploading(false)} title="Course map" fullScreen={phone}>
        <Suspense fallback={<Loader size="sm" />}>
          <FileUpload
            purpose="course-map"
            orgId={orgId}
            accept={FILE_ACCEPT.images}
            label="Drop a map image here, or tap to choose one"
            onUploaded={(file) => {
              if (file.publicPath) setMap(file.publicPath);
              setUploading(false);
            }}
          />
        </Suspense>
      </Modal>
      <ConfirmModal
        opened={deleting}
        onClose={() => setDeleting(false)}
        title="Delete course"
        confirmLabel="Delete"
        onConfirm={async () => {
          await remove.mutateAsync(c.id);
          notify.success(`${c.name} deleted`);
          void navigate(paths.courses);
        }}
      >
        {c.meetCount > 0
          ? `${c.meetCount} ${c.meetCount === 1 ? 'meet is' : 'meets are'} run on ${c.name}: the course cannot be deleted until they are linked to another course (or none).`
          : `${c.name} and its historical course records will be deleted.`}
      </ConfirmModal>
    </AreaPage>
  );
}
