import { Outlet } from 'react-router';
import { Box, Container, Group } from '@mantine/core';
import { BrandLink } from '../components/brand-link';
import { SignOutButton } from '../features/auth/sign-out-button';

/** Layout "full": a slim top bar (logo, sign out) and the page across the full width (onboarding steps). */
export default function FullLayout() {
  return (
    <Box mih="100dvh" bg="var(--splits-page-bg)">
      <Box component="header" bg="var(--mantine-color-body)" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" h={56}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <BrandLink />
            <SignOutButton variant="subtle" />
          </Group>
        </Container>
      </Box>
      <Container component="main" size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
        <Outlet />
      </Container>
    </Box>
  );
}
