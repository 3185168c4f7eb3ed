import { Outlet } from 'react-router';
import { PublicFrame } from './public-frame';
import { RouterPublicNav } from './router-public-nav';

/** Layout "landing": the public header and footer around full-width page sections. */
export default function LandingLayout() {
  return (
    <RouterPublicNav>
      <PublicFrame>
        <Outlet />
      </PublicFrame>
    </RouterPublicNav>
  );
}
