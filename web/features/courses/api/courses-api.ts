import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  deleteCourse,
  getCourse,
  getCourseRecords,
  getCourses,
  patchCourse,
  postCourse,
  postCourseRecordImport,
  postCourseRecordImportPreview,
  type CourseInput,
} from '@core/api/courses';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/** Courses, a course and course records: after a course, a meet's course or historical course records change. */
export const invalidateCourses = () =>
  Promise.all([queryClient.invalidateQueries({ queryKey: ['courses'] }), queryClient.invalidateQueries({ queryKey: ['records'] })]);

/** GET /api/courses/get */
export const useCourses = (orgId: string | undefined, search = '') =>
  useQuery({
    queryKey: ['courses', orgId, 'list', search] as const,
    queryFn: () => callApi(getCourses, { query: { orgId: orgId ?? '', ...(search ? { search } : {}) } }),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });

/** GET /api/course/get: the course, its meets and records. */
export const useCourse = (orgId: string | undefined, courseId: string) =>
  useQuery({
    queryKey: ['courses', orgId, 'one', courseId] as const,
    queryFn: () => callApi(getCourse, { query: { orgId: orgId ?? '', courseId } }),
    enabled: Boolean(orgId) && Boolean(courseId),
  });

/** GET /api/course-records/get */
export const useCourseRecords = (orgId: string | undefined) =>
  useQuery({
    queryKey: ['courses', orgId, 'records'] as const,
    queryFn: () => callApi(getCourseRecords, { query: { orgId: orgId ?? '' } }),
    enabled: Boolean(orgId),
  });

export const useSaveCourse = (orgId: string) =>
  useMutation({
    /** a new course (id null) needs its whole input; a change may send only what changes */
    mutationFn: async ({ id, body }: { id: string | null; body: Partial<CourseInput> }) => {
      const saved = id
        ? await callApi(patchCourse, { query: { orgId, courseId: id }, body })
        : await callApi(postCourse, { query: { orgId }, body: { ...body, name: body.name ?? '' } });
      await invalidateCourses();
      return saved;
    },
  });

export const useDeleteCourse = (orgId: string) =>
  useMutation({
    mutationFn: async (id: string) => {
      await callApi(deleteCourse, { query: { orgId, courseId: id } });
      await invalidateCourses();
    },
  });

export const usePreviewCourseRecordImport = (orgId: string) =>
  useMutation({ mutationFn: (text: string) => callApi(postCourseRecordImportPreview, { query: { orgId }, body: { text } }) });

export const useCourseRecordImport = (orgId: string) =>
  useMutation({
    mutationFn: async (text: string) => {
      const answer = await callApi(postCourseRecordImport, { query: { orgId }, body: { text } });
      await invalidateCourses();
      return answer;
    },
  });
