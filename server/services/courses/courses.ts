/** The team's cross-country courses: list (with search), one with its meets, create, change, delete (refused while meets use it). */
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { CourseInput } from '@core/api/courses';
import type { Db } from '../../db/database';
import { courses, meets, results, type CourseRow } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { checkCourseMapReference } from '../../storage/image-reference';
import { containsPattern } from '../athletes/names';
import { visibleMeets, type MeetScope } from '../meets/visibility';

export interface CourseRecord {
  course: CourseRow;
  meetCount: number;
}

// the outer course spelled out: inside the subquery a bare "id" would be the meet's
const meetCounts = (organizationId: string) =>
  sql<number>`(select count(*)::int from ${meets} m where m.organization_id = ${organizationId} and m.course_id = "courses"."id")`;

export const listCourses = async (db: Db, organizationId: string, search?: string): Promise<CourseRecord[]> => {
  const where = search
    ? and(
        eq(courses.organizationId, organizationId),
        or(ilike(courses.name, containsPattern(search)), ilike(courses.address, containsPattern(search))),
      )
    : eq(courses.organizationId, organizationId);
  const rows = await db
    .select({ course: courses, meetCount: meetCounts(organizationId) })
    .from(courses)
    .where(where)
    .orderBy(asc(sql`lower(${courses.name})`), asc(courses.id));
  return rows.map((r) => ({ course: r.course, meetCount: Number(r.meetCount) }));
};

export const getCourseRecord = async (db: Db, organizationId: string, courseId: string): Promise<CourseRecord> => {
  const [row] = await db
    .select({ course: courses, meetCount: meetCounts(organizationId) })
    .from(courses)
    .where(and(eq(courses.organizationId, organizationId), eq(courses.id, courseId)))
    .limit(1);
  if (!row) throw notFound('Course not found', 'course-not-found');
  return { course: row.course, meetCount: Number(row.meetCount) };
};

/** The team's meets on a course that `scope` sees, latest first, with their result counts. */
export const listCourseMeets = async (db: Db, organizationId: string, courseId: string, scope: MeetScope) =>
  db
    .select({ id: meets.id, name: meets.name, startDate: meets.startDate, resultCount: count(results.id) })
    .from(meets)
    .leftJoin(results, eq(results.meetId, meets.id))
    .where(and(eq(meets.organizationId, organizationId), eq(meets.courseId, courseId), visibleMeets(scope)))
    .groupBy(meets.id)
    .orderBy(desc(meets.startDate), asc(meets.name));

const valuesOf = (input: Partial<CourseInput>) => ({
  ...(input.name !== undefined ? { name: input.name } : {}),
  ...(input.address !== undefined ? { address: input.address } : {}),
  ...(input.latitude !== undefined ? { latitude: input.latitude } : {}),
  ...(input.longitude !== undefined ? { longitude: input.longitude } : {}),
  ...(input.distances !== undefined ? { distances: [...new Set(input.distances)] } : {}),
  ...(input.surface !== undefined ? { surface: input.surface } : {}),
  ...(input.notes !== undefined ? { notes: input.notes } : {}),
  ...(input.mapImage !== undefined ? { mapImage: input.mapImage } : {}),
});

export const createCourse = async (db: Db, organizationId: string, input: CourseInput & { name: string }): Promise<CourseRecord> => {
  await checkCourseMapReference(db, input.mapImage, organizationId);
  const [row] = await db
    .insert(courses)
    .values({ organizationId, ...valuesOf(input), name: input.name })
    .returning();
  return { course: row!, meetCount: 0 };
};

export const updateCourse = async (
  db: Db,
  organizationId: string,
  courseId: string,
  patch: Partial<CourseInput>,
): Promise<CourseRecord> => {
  const current = await getCourseRecord(db, organizationId, courseId);
  if (patch.mapImage !== undefined && patch.mapImage !== current.course.mapImage)
    await checkCourseMapReference(db, patch.mapImage, organizationId);
  await db
    .update(courses)
    .set({ ...valuesOf(patch), updatedAt: new Date() })
    .where(and(eq(courses.organizationId, organizationId), eq(courses.id, courseId)));
  return getCourseRecord(db, organizationId, courseId);
};

export const deleteCourse = async (db: Db, organizationId: string, courseId: string): Promise<void> => {
  const { meetCount } = await getCourseRecord(db, organizationId, courseId);
  if (meetCount > 0)
    throw conflict(
      `${meetCount} ${meetCount === 1 ? 'meet is' : 'meets are'} run on this course: link them to another course (or none) first`,
      'course-in-use',
    );
  await db.delete(courses).where(and(eq(courses.organizationId, organizationId), eq(courses.id, courseId)));
};

/** The team's courses by lower-cased name, for the course records import. */
export const courseNames = async (db: Db, organizationId: string): Promise<Map<string, string>> => {
  const rows = await db.select({ id: courses.id, name: courses.name }).from(courses).where(eq(courses.organizationId, organizationId));
  return new Map(rows.map((r) => [r.name.trim().toLowerCase(), r.id]));
};
