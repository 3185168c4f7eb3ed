import type { FastifyInstance } from 'fastify';
import {
  deleteCourse,
  getCourse,
  getCourseRecords,
  getCourses,
  patchCourse,
  postCourse,
  postCourseRecordImport,
  postCourseRecordImportPreview,
} from '@core/api/courses';
import type { RecordEvent } from '@core/api/records';
import { cachedAnswer } from '../../http/answer-cache';
import { meetScopeOf, type MeetScope } from '../../services/meets/visibility';
import { registerTeamCall } from '../team-call';
import { presentCourse } from '../../presenters/courses';
import { presentRecordMark } from '../../presenters/records';
import * as courses from '../../services/courses/courses';
import type { TeamSettings } from '../../services/organizations/team-settings';
import { loadBoard, type BoardEvent } from '../../services/records/board';
import { checkRecordRows, commitRecordRows, previewOf } from '../../services/records/import';

const presentEvents = (events: BoardEvent[], settings: TeamSettings): RecordEvent[] =>
  events.map((e) => {
    const top = e.top.map((t) => presentRecordMark(t.mark, t.place, settings));
    return { eventType: e.eventType, record: top.filter((t) => t.place === 1), top };
  });

/** A course's records: all-time, outdoor, results of meets on it and its historical records. */
const courseScope = (courseId: string, meets: MeetScope) => ({
  board: 'all-time' as const,
  indoor: false,
  season: null,
  grade: null,
  courseId,
  meets,
});

export const coursesRoutes = async (app: FastifyInstance): Promise<void> => {
  registerTeamCall(app, getCourses, 'team:read', async ({ query }) => {
    return { items: (await courses.listCourses(app.db, query.orgId, query.search)).map(presentCourse) };
  });

  // an invitee sees no draft meet on the course, nor its results among the records (decision 046)
  registerTeamCall(app, getCourse, 'team:read', async ({ query, request, reply, access: { dataVersion, settings, role } }) => {
    const scope = meetScopeOf(role);
    return cachedAnswer(request, reply, getCourse, { organizationId: query.orgId, dataVersion, parts: { ...query, scope } }, async () => {
      const course = await courses.getCourseRecord(app.db, query.orgId, query.courseId);
      const [meets, board] = await Promise.all([
        courses.listCourseMeets(app.db, query.orgId, query.courseId, scope),
        loadBoard(app.db, query.orgId, courseScope(query.courseId, scope), settings.conversion, 10),
      ]);
      return {
        ...presentCourse(course),
        meets: meets.map((m) => ({ ...m, resultCount: Number(m.resultCount) })),
        records: presentEvents(board, settings),
      };
    });
  });

  registerTeamCall(app, postCourse, 'team:write', async ({ query, body }) => {
    return presentCourse(await courses.createCourse(app.db, query.orgId, body));
  });

  registerTeamCall(app, patchCourse, 'team:write', async ({ query, body }) => {
    return presentCourse(await courses.updateCourse(app.db, query.orgId, query.courseId, body));
  });

  registerTeamCall(app, deleteCourse, 'team:write', async ({ query }) => {
    await courses.deleteCourse(app.db, query.orgId, query.courseId);
    return { ok: true as const };
  });

  registerTeamCall(app, getCourseRecords, 'team:read', async ({ query, request, reply, access: { dataVersion, settings, role } }) => {
    const scope = meetScopeOf(role);
    return cachedAnswer(
      request,
      reply,
      getCourseRecords,
      { organizationId: query.orgId, dataVersion, parts: { ...query, scope } },
      async () => {
        const list = await courses.listCourses(app.db, query.orgId);
        const boards = await Promise.all(
          list.map((c) => loadBoard(app.db, query.orgId, courseScope(c.course.id, scope), settings.conversion, query.top)),
        );
        return { courses: list.map((c, i) => ({ course: presentCourse(c), records: presentEvents(boards[i]!, settings) })) };
      },
    );
  });

  registerTeamCall(app, postCourseRecordImportPreview, 'team:import', async ({ query, body, access: { settings } }) => {
    return previewOf(await checkRecordRows(app.db, query.orgId, body.text, settings, await courses.courseNames(app.db, query.orgId)));
  });

  registerTeamCall(app, postCourseRecordImport, 'team:import', async ({ query, body, access: { settings } }) => {
    const rows = await checkRecordRows(app.db, query.orgId, body.text, settings, await courses.courseNames(app.db, query.orgId));
    return { created: await commitRecordRows(app.pool, query.orgId, rows) };
  });
};
