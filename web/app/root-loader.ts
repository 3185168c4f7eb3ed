import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import { runGuards } from './guards/run-guards';

/** The guards run in the root route's loader, so on every navigation (seed section 2). */
export const rootLoader = ({ request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  return runGuards({ pathname: url.pathname, search: url.search }, request);
};

/** Revalidate the root (run the guards again) on every navigation, even between children. */
export const shouldRevalidateRoot: ShouldRevalidateFunction = () => true;
