import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconRoute, IconSearch } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { paths } from '../../app/paths';
import { AreaPage } from '../../components/area-page';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { PageLoader } from '../../components/page-loader';
import { errorMessage } from '../../lib/api-error';
import { useTeamAccess } from '../../lib/team-access';
import { useCourses } from './api/courses-api';
import { distanceName } from './course-labels';

/** /dashboard/courses: the team's cross-country courses, searchable. */
export default function CoursesPage() {
  const { orgId, canWrite } = useTeamAccess();
  const [q, setQ] = useState('');
  const [search] = useDebouncedValue(q.trim(), 250);
  const list = useCourses(orgId, search);
  return (
    <AreaPage title="Courses" subtitle="Cross-country courses your team runs, each with its records per gender and distance.">
      <Group justify="space-between" gap="sm">
        <TextInput
          aria-label="Search courses"
          placeholder="Search by name or location"
          leftSection={<IconSearch size={ICON_SIZE} />}
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
          maw={360}
        />
        {canWrite ? (
          <Button component={Link} to={paths.courseCreate} leftSection={<IconPlus size={ICON_SIZE} />}>
            Add course
          </Button>
        ) : null}
      </Group>
      {list.isPending ? (
        <PageLoader label="Loading courses" />
      ) : list.isError ? (
        <FormAlert message={errorMessage(list.error)} />
      ) : list.data.items.length === 0 ? (
        search ? (
          <Text size="sm">No course matches "{search}".</Text>
        ) : (
          <EmptyState
            icon={<IconRoute />}
            title="No courses yet"
            description={
              canWrite
                ? 'Add the courses your team races on: cross-country meets link to them and each keeps its own records.'
                : 'No course has been added to this team.'
            }
          />
        )
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {list.data.items.map((c) => (
            <Paper key={c.id} withBorder radius="md" p="md" component="article" data-testid="course-card">
              <Stack gap={4}>
                <Anchor component={Link} to={paths.courseDetail(c.id)} fw={700}>
                  {c.name}
                </Anchor>
                {c.address ? (
                  <Text size="sm" c="dimmed">
                    {c.address}
                  </Text>
                ) : null}
                <Group gap={4}>
                  {c.distances.map((d) => (
                    <Badge key={d} variant="light" size="sm">
                      {distanceName(d)}
                    </Badge>
                  ))}
                  {c.surface ? (
                    <Badge variant="outline" color="gray" size="sm">
                      {c.surface}
                    </Badge>
                  ) : null}
                </Group>
                <Text size="xs" c="dimmed">
                  {c.meetCount === 0 ? 'No meets on it yet' : `${c.meetCount} ${c.meetCount === 1 ? 'meet' : 'meets'}`}
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </AreaPage>
  );
}
