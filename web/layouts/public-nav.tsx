import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';

/**
 * How the public pages navigate, without depending on a router: the light public app (app/public-app.tsx)
 * and the full app's router (layouts/router-public-nav.tsx) each provide it.
 */
export interface PublicNavigation {
  pathname: string;
  navigate: (to: string) => void;
  /** a link to `to` is about to be followed (pointer over it, focus): start loading what it needs */
  prefetch?: (to: string) => void;
}

const PublicNavContext = createContext<PublicNavigation | null>(null);

export const PublicNavProvider = PublicNavContext.Provider;

const usePublicNav = (): PublicNavigation | null => useContext(PublicNavContext);

/** Whether a click is a plain left click the app may take over (not a new tab, window or download). */
export const isPlainClick = (
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'defaultPrevented'>,
): boolean => !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/** Path of `to` without query and hash, trailing slashes dropped ("/" stays "/"). */
const pathOf = (to: string): string => (to.split(/[?#]/)[0] ?? to).replace(/\/+$/, '') || '/';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  children: ReactNode;
  /** mark the link as the current page (aria-current="page") when its path is the current one */
  markCurrent?: boolean;
}

/** A link inside the app: a real anchor (works without JavaScript, opens in a new tab), navigated in place. */
export function SiteLink({ to, onClick, onPointerEnter, onFocus, markCurrent = false, children, ...rest }: SiteLinkProps) {
  const nav = usePublicNav();
  const current = markCurrent && nav !== null && pathOf(nav.pathname) === pathOf(to);
  return (
    <a
      {...rest}
      href={to}
      aria-current={current ? 'page' : rest['aria-current']}
      onClick={(event) => {
        onClick?.(event);
        if (!nav || !isPlainClick(event) || (rest.target && rest.target !== '_self')) return;
        event.preventDefault();
        nav.navigate(to);
      }}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        nav?.prefetch?.(to);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        nav?.prefetch?.(to);
      }}
    >
      {children}
    </a>
  );
}
