import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Anchor } from '@mantine/core';
import { paths } from '../../app/paths';
import { appStore } from '../../lib/store/app-store';
import { tokenIsValid } from '../../lib/store/app-state';
import { PageLoader } from '../../components/page-loader';
import { EmptyState } from '../../components/empty-state';
import { readInviteParams, savePendingInvite } from './pending-invite';

/**
 * /redirect/deeplink?orgId=…&token=…: remembers the invite, then goes to /onboard/invite when
 * signed in, to /onboard when signed up without a profile, else to /auth/sign-up.
 */
export default function DeeplinkPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const invite = useMemo(() => readInviteParams(params), [params]);

  useEffect(() => {
    if (!invite) return;
    savePendingInvite(invite);
    const { session, auth } = appStore.getState();
    const target = session.loggedIn ? paths.onboardInvite : tokenIsValid(auth, Date.now()) ? paths.onboard : paths.signUp;
    void navigate(target, { replace: true });
  }, [invite, navigate]);

  if (invite) return <PageLoader label="Opening your invitation" />;
  return (
    <EmptyState
      title="This invite link is incomplete"
      description="The link should carry the team and a code. Ask your coach to send it again, or copy the whole link."
    >
      <Anchor component={Link} to={paths.home}>
        Go to the home page
      </Anchor>
    </EmptyState>
  );
}
