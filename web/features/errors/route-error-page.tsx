import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiRequestError } from '../../lib/api-error';
import { ErrorPage } from './error-page';

interface Shown {
  status: number;
  detail: string | null;
}

/** Maps whatever a route threw to a status and an optional detail line. */
export const describeRouteError = (error: unknown): Shown => {
  if (isRouteErrorResponse(error)) {
    return { status: error.status, detail: typeof error.data === 'string' ? error.data : null };
  }
  if (error instanceof ApiRequestError) return { status: error.status === 0 ? 500 : error.status, detail: error.message };
  if (error instanceof Error && 'status' in error && typeof error.status === 'number') {
    return { status: error.status, detail: error.message };
  }
  return { status: 500, detail: null };
};

/** errorElement of the routes: the error page for what the route threw. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { status, detail } = describeRouteError(error);
  if (status >= 500 && !(isRouteErrorResponse(error) || error instanceof ApiRequestError)) {
    console.error(error);
  }
  return <ErrorPage status={status} detail={detail} />;
}
