import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PublicNavProvider, type PublicNavigation } from './public-nav';

/** Public pages rendered by the app's router navigate through it. */
export function RouterPublicNav({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const value = useMemo<PublicNavigation>(() => ({ pathname, navigate: (to) => void navigate(to) }), [pathname, navigate]);
  return <PublicNavProvider value={value}>{children}</PublicNavProvider>;
}
