import { Outlet } from 'react-router';
import { Container } from '@mantine/core';
import { PublicFrame } from './public-frame';

/** Layout "marketing": the public header and footer around one narrower content column. */
export default function MarketingLayout() {
  return (
    <PublicFrame>
      <Container size="md" py={{ base: 'xl', sm: 48 }}>
        <Outlet />
      </Container>
    </PublicFrame>
  );
}
