import { data, type LoaderFunctionArgs } from 'react-router';
import { MESSAGES } from '@core/messages';

/** Loader of the catch-all route: unknown pages answer 404 "Page Not Found: {fullPath}". */
export const notFoundLoader = ({ request }: LoaderFunctionArgs): never => {
  const url = new URL(request.url);
  throw data(MESSAGES.pageNotFound(`${url.pathname}${url.search}`), { status: 404 });
};

/** Never shown (the loader always throws); present so the route has a component. */
export const NotFound = (): null => null;
