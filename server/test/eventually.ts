/**
 * Polls `probe` until its answer passes `done`, up to 3 s (a NOTIFY arrives a few milliseconds
 * after its commit); answers the last answer seen.
 */
export const eventually = async <T>(probe: () => Promise<T>, done: (answer: T) => boolean): Promise<T> => {
  let last = await probe();
  for (let i = 1; i < 60 && !done(last); i++) {
    await new Promise((r) => setTimeout(r, 50));
    last = await probe();
  }
  return last;
};

/** `eventually` for a status code: the last status seen. */
export const eventuallyAnswers = async (probe: () => Promise<{ statusCode: number }>, status: number): Promise<number> =>
  (await eventually(probe, (res) => res.statusCode === status)).statusCode;
