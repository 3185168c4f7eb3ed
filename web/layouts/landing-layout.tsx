import { Outlet } from 'react-router';
import { PublicFrame } from './public-frame';

/** Layout "landing": the public header and footer around full-width page sections. */
export default function LandingLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}
