import type { ReactNode } from 'react';
import { IconInfoCircle } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import classes from './legal.module.css';

/** States who is responsible for an installation of Splits: its operator, not the software's authors. */
export function OperatorNotice({ children }: { children: ReactNode }) {
  return (
    <div role="note" className={classes.notice} aria-labelledby="operator-notice-title">
      <IconInfoCircle size={ICON_SIZE} aria-hidden="true" className={classes.noticeIcon} />
      <div>
        <p id="operator-notice-title" className={classes.noticeTitle}>
          Who runs this installation
        </p>
        <p className={classes.noticeBody}>{children}</p>
      </div>
    </div>
  );
}
