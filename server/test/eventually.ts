/**
 * Polls `probe` until it answers `status`, up to 3 s (a NOTIFY arrives a few milliseconds after its
 * commit); answers the last status seen.
 */
export const eventuallyAnswers = async (probe: () => Promise<{ statusCode: number }>, status: number): Promise<number> => {
  let last = 0;
  for (let i = 0; i < 60; i++) {
    last = (await probe()).statusCode;
    if (last === status) return last;
    await new Promise((r) => setTimeout(r, 50));
  }
  return last;
};
