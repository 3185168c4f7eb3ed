/**
 * The grade of a graduation year on a date, in SQL, for the grade board's filter: 12 minus the years
 * to graduation in the date's school year (core/api/athletes.ts gradeFromGradYear is the same rule
 * in TypeScript; the school year is core/seasons' schoolYearSql, the rule the seasons use).
 */
import { MAX_GRADE } from '@core/api/athletes';
import { schoolYearSql } from '@core/seasons';

export const GRADE_SQL = (gradYear: string, date: string): string => `(${MAX_GRADE} - (${gradYear} - ${schoolYearSql(date)}))`;

/** The graduation year of a grade on a date, in SQL (gradYearFromGrade in TypeScript): the inverse of GRADE_SQL. */
export const GRAD_YEAR_SQL = (grade: string, date: string): string => `(${schoolYearSql(date)} + ${MAX_GRADE} - ${grade})`;
