import type { FastifyInstance } from 'fastify';
import { deleteCourse, getCourse, getCourseRecords, getCourses, patchCourse, postCourse, postCourseRecordImport, postCourseRecordImportPreview } from '@core/api/courses';
import type { RecordEvent } from '@core/api/records';
import { authorize, requireCapability } from '../../auth/authorization';
import { cachedAnswer } from '../../http/answer-cache';
import { registerCall } from '../../http/register-call';
import { presentCourse } from '../../presenters/courses';
import { presentRecordMark } from '../../presenters/records';
import * as courses from '../../services/courses/courses';
import { loadTeamSettings, type TeamSettings } from '../../services/performance/team-settings';
import { loadBoard, type BoardEvent } from '../../services/records/board';
import { checkRecordRows, commitRecordRows, previewOf } from '../../services/records/import';

const presentEvents = (events: BoardEvent[], settings: TeamSettings): RecordEvent[] =>
  events.map((e) => {
    const top = e.top.map((t) => presentRecordMark(t.mark, t.place, settings));
    return { eventType: e.eventType, record: top.filter((t) => t.place === 1), top };
  });

/** A course's records: all-time, outdoor, results of meets on it and its historical records. */
const courseScope = (courseId: string) => ({ board: 'all-time' as const, indoor: false, season: null, grade: null, courseId });

export const coursesRoutes = async (app: FastifyInstance): Promise<void> => {
  registerCall(app, getCourses, async ({ query, request }) => {
    await authorize(request, query.orgId);
    return { items: (await courses.listCourses(app.db, query.orgId, query.search)).map(presentCourse) };
  });

  registerCall(app, getCourse, async ({ query, request, reply }) => {
    const { dataVersion } = await authorize(request, query.orgId);
    return cachedAnswer(request, reply, getCourse, { organizationId: query.orgId, dataVersion, parts: query }, async () => {
      const [course, settings] = await Promise.all([courses.getCourseRecord(app.db, query.orgId, query.courseId), loadTeamSettings(app.db, query.orgId)]);
      const [meets, board] = await Promise.all([
        courses.listCourseMeets(app.db, query.orgId, query.courseId),
        loadBoard(app.db, query.orgId, courseScope(query.courseId), settings.handTimeConversion, 10),
      ]);
      return { ...presentCourse(course), meets: meets.map((m) => ({ ...m, resultCount: Number(m.resultCount) })), records: presentEvents(board, settings) };
    });
  });

  registerCall(app, postCourse, async ({ query, body, request }) => {
    const { role } = await authorize(request, query.orgId);
    requireCapability(role, 'team:write');
    return presentCourse(await courses.createCourse(app.db, query.orgId, body));
  });

  registerCall(app, patchCourse, async ({ query, body, request }) => {
    const { role } = await authorize(request, query.orgId);
    requireCapability(role, 'team:write');
    return presentCourse(await courses.updateCourse(app.db, query.orgId, query.courseId, body));
  });

  registerCall(app, deleteCourse, async ({ query, request }) => {
    const { role } = await authorize(request, query.orgId);
    requireCapability(role, 'team:write');
    await courses.deleteCourse(app.db, query.orgId, query.courseId);
    return { ok: true as const };
  });

  registerCall(app, getCourseRecords, async ({ query, request, reply }) => {
    const { dataVersion } = await authorize(request, query.orgId);
    return cachedAnswer(request, reply, getCourseRecords, { organizationId: query.orgId, dataVersion, parts: query }, async () => {
      const [list, settings] = await Promise.all([courses.listCourses(app.db, query.orgId), loadTeamSettings(app.db, query.orgId)]);
      const boards = await Promise.all(list.map((c) => loadBoard(app.db, query.orgId, courseScope(c.course.id), settings.handTimeConversion, query.top)));
      return { courses: list.map((c, i) => ({ course: presentCourse(c), records: presentEvents(boards[i]!, settings) })) };
    });
  });

  registerCall(app, postCourseRecordImportPreview, async ({ query, body, request }) => {
    const { role } = await authorize(request, query.orgId);
    requireCapability(role, 'team:import');
    const settings = await loadTeamSettings(app.db, query.orgId);
    return previewOf(await checkRecordRows(app.db, query.orgId, body.text, settings, await courses.courseNames(app.db, query.orgId)));
  });

  registerCall(app, postCourseRecordImport, async ({ query, body, request }) => {
    const { role } = await authorize(request, query.orgId);
    requireCapability(role, 'team:import');
    const settings = await loadTeamSettings(app.db, query.orgId);
    const rows = await checkRecordRows(app.db, query.orgId, body.text, settings, await courses.courseNames(app.db, query.orgId));
    return { created: await commitRecordRows(app.db, query.orgId, rows) };
  });
};
