import { useRef, type ReactNode } from 'react';
import { PublicFrame } from './public-frame';
import { useDocHeadings } from './use-doc-headings';
import classes from './docs.module.css';
import site from './site.module.css';

/**
 * Frame of the "docs" layout (terms, privacy): the public header and footer, a table of contents
 * built from the page's h2 headings, and a readable prose column. Pages render their own h1 and
 * last-updated date (see features/docs/legal-document.tsx).
 */
export function DocsFrame({ children }: { children: ReactNode }) {
  const articleRef = useRef<HTMLDivElement>(null);
  const headings = useDocHeadings(articleRef);

  return (
    <PublicFrame>
      <div className={`${site.container} ${site.containerLg} ${classes.page}`}>
        <div className={headings.length > 0 ? classes.grid : undefined}>
          {headings.length > 0 ? (
            <nav aria-labelledby="docs-toc-title" className={classes.toc}>
              <p id="docs-toc-title" className={classes.tocTitle}>
                On this page
              </p>
              <ul className={classes.tocList}>
                {headings.map((heading) => (
                  <li key={heading.id}>
                    <a href={`#${heading.id}`} className={classes.tocLink}>
                      {heading.text}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div ref={articleRef} className={classes.article}>
            {children}
          </div>
        </div>
      </div>
    </PublicFrame>
  );
}
