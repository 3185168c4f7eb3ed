import { Link } from 'react-router';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileImport, IconFlag } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { paths } from '../../app/paths';
import { AreaPage } from '../../components/area-page';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { PageLoader } from '../../components/page-loader';
import { errorMessage } from '../../lib/api-error';
import { useTeamAccess } from '../../lib/team-access';
import { useCourseRecords } from '../courses';
import { CourseRecordsList } from '../courses';

/** /dashboard/course-records: the best time on each course, per gender and distance. */
export default function CourseRecordsPage() {
  const { orgId, canImport } = useTeamAccess();
  const all = useCourseRecords(orgId);
  return (
    <AreaPage
      title="Course records"
      subtitle="The fastest times on each cross-country course, from results of meets run on it and historical course records."
    >
      {canImport ? (
        <Group>
          <Button component={Link} to={paths.courseRecordsBulk} variant="default" leftSection={<IconFileImport size={ICON_SIZE} />}>
            Import historical course records
          </Button>
        </Group>
      ) : null}
      {all.isPending ? (
        <PageLoader label="Loading course records" />
      ) : all.isError ? (
        <FormAlert message={errorMessage(all.error)} />
      ) : all.data.courses.length === 0 ? (
        <EmptyState
          icon={<IconFlag />}
          title="No courses yet"
          description="Course records are kept per course: add the team's courses first, then link cross-country meets to them."
        >
          <Button component={Link} to={paths.courses} variant="default">
            Go to courses
          </Button>
        </EmptyState>
      ) : (
        <Stack gap="lg">
          {all.data.courses.map(({ course, records }) => (
            <Paper key={course.id} withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={course.name}>
              <Title order={2} size="h4">
                <Anchor component={Link} to={paths.courseDetail(course.id)} inherit>
                  {course.name}
                </Anchor>
              </Title>
              {course.address ? (
                <Text size="sm" c="dimmed" mb="xs">
                  {course.address}
                </Text>
              ) : null}
              <CourseRecordsList events={records} label={`Records on ${course.name}`} />
            </Paper>
          ))}
        </Stack>
      )}
    </AreaPage>
  );
}
