import { useRef } from 'react';
import { Outlet } from 'react-router';
import { Container, Text } from '@mantine/core';
import { PublicFrame } from './public-frame';
import { useDocHeadings } from './use-doc-headings';
import classes from './docs.module.css';

/**
 * Layout "docs" (terms, privacy): the public header and footer, a table of contents built from
 * the page's h2 headings, and a readable prose column. Pages render their own h1 and
 * last-updated date (see features/docs/legal-document.tsx).
 */
export default function DocsLayout() {
  const articleRef = useRef<HTMLDivElement>(null);
  const headings = useDocHeadings(articleRef);

  return (
    <PublicFrame>
      <Container size="lg" py={{ base: 'lg', sm: 48 }}>
        <div className={headings.length > 0 ? classes.grid : undefined}>
          {headings.length > 0 ? (
            <nav aria-labelledby="docs-toc-title" className={classes.toc}>
              <Text id="docs-toc-title" fw={700} size="sm" mb={6}>
                On this page
              </Text>
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
            <Outlet />
          </div>
        </div>
      </Container>
    </PublicFrame>
  );
}
