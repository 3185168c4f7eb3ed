import type { Course } from '@core/api/courses';
import type { CourseRecord } from '../services/courses/courses';

export const presentCourse = ({ course, meetCount }: CourseRecord): Course => ({
  id: course.id,
  name: course.name,
  address: course.address,
  latitude: course.latitude,
  longitude: course.longitude,
  distances: course.distances,
  surface: course.surface,
  notes: course.notes,
  mapImage: course.mapImage,
  meetCount,
});
