import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Progress } from '@mantine/core';
import { useAnalytics } from '../lib/analytics';
import { markFirstPageDrawn } from './first-page';
import { nextTask } from './next-task';

/** The root of every page: the page itself, scroll restoration, a thin bar while navigating, analytics; tells first-page.ts when the first is drawn. */
export function RootRoute() {
  const navigation = useNavigation();
  useAnalytics();
  // after the frame that shows it: the next animation frame, then a task
  useEffect(() => void requestAnimationFrame(() => void nextTask().then(markFirstPageDrawn)), []);
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
