import { Outlet } from 'react-router';
import { DocsFrame } from './docs-frame';
import { RouterPublicNav } from './router-public-nav';

/** Layout "docs" (terms, privacy): see DocsFrame. */
export default function DocsLayout() {
  return (
    <RouterPublicNav>
      <DocsFrame>
        <Outlet />
      </DocsFrame>
    </RouterPublicNav>
  );
}
