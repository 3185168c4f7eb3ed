import { useNavigate } from 'react-router';
import { Group, Paper } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { paths } from '../../app/paths';
import { AreaPage, BackLink } from '../../components/area-page';
import { EmptyState } from '../../components/empty-state';
import { notify } from '../../lib/notify';
import { useTeamAccess } from '../../lib/team-access';
import { useSaveCourse } from './api/courses-api';
import { CourseForm } from './course-form';

/** /dashboard/courses/create: add a cross-country course. */
export default function CourseCreatePage() {
  const { orgId, canWrite } = useTeamAccess();
  const save = useSaveCourse(orgId ?? '');
  const navigate = useNavigate();
  if (!canWrite) {
    return (
      <AreaPage title="New course">
        <EmptyState
          icon={<IconLock />}
          title="Owners, admins and coaches add courses"
          description="Your role in this team can read courses but not add them."
        >
          <BackLink to={paths.courses}>Back to courses</BackLink>
        </EmptyState>
      </AreaPage>
    );
  }
  return (
    <AreaPage
      title="New course"
      subtitle="A cross-country course: where it is, the distances run on it, its surface. Add a map once it is saved."
    >
      <Group>
        <BackLink to={paths.courses}>Back to courses</BackLink>
      </Group>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} maw={720}>
        <CourseForm
          course={null}
          submitLabel="Add course"
          onSubmit={async (body) => {
            const course = await save.mutateAsync({ id: null, body });
            notify.success(`${course.name} added`);
            void navigate(paths.courseDetail(course.id));
          }}
        />
      </Paper>
    </AreaPage>
  );
}
