import { Outlet } from 'react-router';
import { Container } from '@mantine/core';

/** Layout "empty": nothing around the page but a readable column. */
export default function EmptyLayout() {
  return (
    <Container component="main" size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Outlet />
    </Container>
  );
}
