import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './site.module.css';

/** Header, main landmark and footer shared by the landing, marketing and docs layouts. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className={classes.shell}>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
