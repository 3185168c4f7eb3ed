import { useLayoutEffect, useRef, type CSSProperties, type ReactNode, type Ref } from 'react';
import { SCROLL_ANIMATION } from '@core/constants';
import classes from './scroll-reveal.module.css';

/** CSS timing functions for the easing names the specification uses. */
const EASINGS: Record<string, string> = {
  'ease-out-cubic': 'cubic-bezier(0.215, 0.61, 0.355, 1)',
};

interface ScrollRevealProps {
  children: ReactNode;
  /** Element to render, a div by default. */
  component?: 'div' | 'section' | 'article' | 'li';
  className?: string;
  /** Extra delay in ms added to the specification's delay, e.g. to stagger cards. */
  extraDelay?: number;
  id?: string;
  'aria-labelledby'?: string;
}

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Fades and slides its children in once, when they come 50 px into the viewport
 * (800 ms, ease-out-cubic, 100 ms delay). Content stays visible when the browser lacks
 * IntersectionObserver or the user prefers reduced motion: the hidden state is only ever set
 * by this effect, right before it starts observing.
 */
export function ScrollReveal({ children, component: Component = 'div', className, extraDelay = 0, ...rest }: ScrollRevealProps) {
  const ref = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    node.dataset.reveal = 'pending';
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        node.dataset.reveal = 'shown';
        observer.disconnect(); // once: SCROLL_ANIMATION.once
      },
      { rootMargin: `0px 0px -${SCROLL_ANIMATION.offset}px 0px` },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      delete node.dataset.reveal;
    };
  }, []);

  const style = {
    '--reveal-duration': `${SCROLL_ANIMATION.duration}ms`,
    '--reveal-delay': `${SCROLL_ANIMATION.delay + extraDelay}ms`,
    '--reveal-easing': EASINGS[SCROLL_ANIMATION.easing] ?? 'ease-out',
  } as CSSProperties;

  return (
    <Component ref={ref as Ref<never>} className={className ? `${classes.reveal} ${className}` : classes.reveal} style={style} {...rest}>
      {children}
    </Component>
  );
}
