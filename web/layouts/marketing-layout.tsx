import { Outlet } from 'react-router';
import { PublicFrame } from './public-frame';
import { RouterPublicNav } from './router-public-nav';
import classes from './site.module.css';

/** Layout "marketing": the public header and footer around one narrower content column. */
export default function MarketingLayout() {
  return (
    <RouterPublicNav>
      <PublicFrame>
        <div className={`${classes.container} ${classes.column}`}>
          <Outlet />
        </div>
      </PublicFrame>
    </RouterPublicNav>
  );
}
