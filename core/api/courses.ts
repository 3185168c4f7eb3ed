/**
 * Cross-country courses and their records: the best time per gender and distance on a course,
 * derived live from results of the team's meets run on it, with historical course records typed
 * in or imported. Every member reads; owners, admins and coaches write.
 */
import { z } from 'zod';
import { CATALOGUE } from '../sport-events/catalogue';
import { defineCall } from './define-call';
import { idSchema, isoDateSchema, okSchema, patchOf } from './common';
import { recordEventSchema } from './records';
import { importTextSchema } from './results';

/**
 * Distances a course can hold: the catalogue's cross-country races (slugs; no relay), shortest first, read
 * from the catalogue so that a distance added there (4 and 5 mile) is offered here too.
 */
export const COURSE_DISTANCES = CATALOGUE.filter((e) => e.category === 'cross-country' && e.kind !== 'relay')
  .sort((a, b) => (a.distanceMeters ?? 0) - (b.distanceMeters ?? 0))
  .map((e) => e.event) as [string, ...string[]];

export const courseSchema = z.object({
  id: idSchema,
  name: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** catalogue event slugs run on the course (xc-5k...) */
  distances: z.array(z.string()),
  surface: z.string(),
  notes: z.string(),
  /** an uploaded course map (/api/files/public/<id>), shown through the image endpoint */
  mapImage: z.string().nullable(),
  /** meets of the team run on the course */
  meetCount: z.number().int(),
});
export type Course = z.infer<typeof courseSchema>;

const text = (max: number) => z.string().trim().max(max);

const courseFields = z.object({
  name: z.string().trim().min(2, 'Name the course (at least 2 characters)').max(120),
  address: text(300).default(''),
  latitude: z.number().min(-90, 'Latitude is between -90 and 90').max(90, 'Latitude is between -90 and 90').nullable().optional(),
  longitude: z.number().min(-180, 'Longitude is between -180 and 180').max(180, 'Longitude is between -180 and 180').nullable().optional(),
  distances: z.array(z.enum(COURSE_DISTANCES)).max(COURSE_DISTANCES.length).default([]),
  surface: text(120).default(''),
  notes: text(4000).default(''),
  mapImage: z.string().max(2048).nullable().optional(),
});

/** A new course (and the course form): coordinates come as a pair, or not at all. */
export const courseInputSchema = courseFields.superRefine((c, ctx) => {
  const lat = c.latitude ?? null;
  const lng = c.longitude ?? null;
  if ((lat === null) !== (lng === null)) {
    ctx.addIssue({ code: 'custom', path: [lat === null ? 'latitude' : 'longitude'], message: 'Give both coordinates, or neither' });
  }
});
export type CourseInput = z.input<typeof courseInputSchema>;

export const getCourses = defineCall({
  method: 'GET',
  path: '/api/courses/get',
  auth: true,
  tag: 'courses',
  summary: "The team's courses by name, optionally searched by name or address",
  query: z.object({ orgId: idSchema, search: z.string().trim().max(100).optional() }),
  response: z.object({ items: z.array(courseSchema) }),
});

export const courseMeetSchema = z.object({ id: idSchema, name: z.string(), startDate: isoDateSchema, resultCount: z.number().int() });

export const getCourse = defineCall({
  method: 'GET',
  path: '/api/course/get',
  auth: true,
  tag: 'courses',
  summary: "A course with its meets and its records per gender and distance (top lists: the team's best times on it)",
  query: z.object({ orgId: idSchema, courseId: idSchema }),
  response: courseSchema.extend({ meets: z.array(courseMeetSchema), records: z.array(recordEventSchema) }),
});

export const postCourse = defineCall({
  method: 'POST',
  path: '/api/courses/post',
  auth: true,
  tag: 'courses',
  summary: 'Add a course (owner, admin, coach)',
  query: z.object({ orgId: idSchema }),
  body: courseInputSchema,
  response: courseSchema,
});

export const patchCourse = defineCall({
  method: 'PATCH',
  path: '/api/course/patch',
  auth: true,
  tag: 'courses',
  summary: 'Change a course (owner, admin, coach)',
  query: z.object({ orgId: idSchema, courseId: idSchema }),
  body: patchOf(courseFields),
  response: courseSchema,
});

export const deleteCourse = defineCall({
  method: 'DELETE',
  path: '/api/course/delete',
  auth: true,
  tag: 'courses',
  summary: 'Delete a course (owner, admin, coach); 409 while meets are run on it',
  query: z.object({ orgId: idSchema, courseId: idSchema }),
  response: okSchema,
});

export const getCourseRecords = defineCall({
  method: 'GET',
  path: '/api/course-records/get',
  auth: true,
  tag: 'courses',
  summary: 'Every course with its records per gender and distance (results of meets on it and historical course records)',
  query: z.object({ orgId: idSchema, top: z.coerce.number().int().min(1).max(50).default(10) }),
  response: z.object({ courses: z.array(z.object({ course: courseSchema, records: z.array(recordEventSchema) })) }),
});

export const postCourseRecordImportPreview = defineCall({
  method: 'POST',
  path: '/api/course-records/import/preview/post',
  auth: true,
  tag: 'courses',
  summary: 'Check historical course record rows (Course, Event, Gender, Athlete, Mark, Date...) without saving',
  query: z.object({ orgId: idSchema }),
  body: importTextSchema,
  response: z.object({
    rows: z.array(
      z.object({
        row: z.number().int(),
        course: z.string(),
        eventType: z.string().nullable(),
        athleteNames: z.array(z.string()),
        display: z.string().nullable(),
        date: z.string(),
        meetName: z.string(),
        errors: z.array(z.object({ field: z.string(), message: z.string() })),
      }),
    ),
    valid: z.number().int(),
    invalid: z.number().int(),
  }),
});

export const postCourseRecordImport = defineCall({
  method: 'POST',
  path: '/api/course-records/import/post',
  auth: true,
  tag: 'courses',
  summary: 'Save historical course record rows, all or nothing: any bad row answers 400 naming it and saves nothing',
  query: z.object({ orgId: idSchema }),
  body: importTextSchema,
  response: z.object({ created: z.number().int() }),
});
