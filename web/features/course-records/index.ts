/** The course records area's public entry: what other features may use. */
export { CourseRecordsList } from './course-records-list';
