/** The courses area's public entry: what other features may use. */
export { invalidateCourses, useCourseRecordImport, useCourseRecords, useCourses, usePreviewCourseRecordImport } from './api/courses-api';
export { CourseRecordsList } from './course-records-list';
