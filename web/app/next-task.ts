/** Lets the browser run other tasks (input, paint) before going on: two long tasks block less than one twice as long. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
