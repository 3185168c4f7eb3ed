/** Whether a database error is PostgreSQL's unique violation (23505), as the driver or drizzle's wrapper reports it. */
export const isUniqueViolation = (e: unknown): boolean => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err.code === '23505' || err.cause?.code === '23505';
};
