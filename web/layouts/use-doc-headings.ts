import { useEffect, useState, type RefObject } from 'react';

export interface DocHeading {
  id: string;
  text: string;
}

const sameHeadings = (a: DocHeading[], b: DocHeading[]) =>
  a.length === b.length && a.every((h, i) => h.id === b[i]?.id && h.text === b[i]?.text);

/**
 * The h2 headings with an id inside `container`, kept current while the routed page
 * (which may load lazily) renders into it.
 */
export function useDocHeadings(container: RefObject<HTMLElement | null>): DocHeading[] {
  const [headings, setHeadings] = useState<DocHeading[]>([]);

  useEffect(() => {
    const node = container.current;
    if (!node) return;
    const read = () => {
      const next = Array.from(node.querySelectorAll<HTMLHeadingElement>('h2[id]')).map((h) => ({
        id: h.id,
        text: h.textContent?.trim() ?? '',
      }));
      setHeadings((prev) => (sameHeadings(prev, next) ? prev : next));
    };
    const frame = requestAnimationFrame(read);
    const observer = new MutationObserver(read);
    observer.observe(node, { childList: true, subtree: true, characterData: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [container]);

  return headings;
}
