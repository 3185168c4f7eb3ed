import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Progress } from '@mantine/core';
import { useAnalytics } from '../lib/analytics';

/** The root of every page: the page itself, scroll restoration, a thin bar while navigating, analytics. */
export function RootRoute() {
  const navigation = useNavigation();
  useAnalytics();
  return (
    <>
      {navigation.state !== 'idle' ? (
        <Progress
          value={100}
          animated
          size="xs"
          radius={0}
          pos="fixed"
          top={0}
          left={0}
          right={0}
          style={{ zIndex: 1000 }}
          aria-label="Loading page"
        />
      ) : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
