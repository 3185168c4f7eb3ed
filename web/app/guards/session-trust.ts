/**
 * Per navigation, whether the guards trust the stored session: a valid token, a user and, on a
 * dashboard path, an organization, with only the role and the sport events left to check (or the
 * navigation allowed). Route loaders wait for it before they prefetch a page's data, so that the
 * data loads beside the role check instead of after it, and never for a navigation the guards
 * turn away (decision 015). Keyed by the navigation's Request, which all its loaders share.
 */
interface Trust {
  promise: Promise<boolean>;
  settle: (trusted: boolean) => void;
}

const trusts = new WeakMap<Request, Trust>();

const trustOf = (request: Request): Trust => {
  let trust = trusts.get(request);
  if (!trust) {
    let settle: (trusted: boolean) => void = () => undefined;
    const promise = new Promise<boolean>((resolve) => {
      settle = resolve;
    });
    trust = { promise, settle };
    trusts.set(request, trust);
    // a navigation given up (another one started) answers no
    request.signal.addEventListener('abort', () => settle(false), { once: true });
  }
  return trust;
};

/** Answers true once the guards trust the session for this navigation, false when they turn it away. */
export const whenSessionTrusted = (request: Request): Promise<boolean> => trustOf(request).promise;

/** Called by the guards; the first answer counts. */
export const settleSessionTrust = (request: Request, trusted: boolean): void => trustOf(request).settle(trusted);
