import { Outlet } from 'react-router';
import { Box, Center, Paper, Stack } from '@mantine/core';
import { BrandLink } from '../components/brand-link';

/** Layout "auth": the logo over one centred card (sign-in, reset, confirmation). */
export default function AuthLayout() {
  return (
    <Box bg="var(--splits-page-bg)" mih="100dvh">
      <Center mih="100dvh" px="sm" py="xl">
        <Stack w="100%" maw={420} gap="lg" align="stretch">
          <Center>
            <BrandLink />
          </Center>
          <Paper component="main" withBorder shadow="sm" radius="lg" p={{ base: 'md', xs: 'xl' }}>
            <Outlet />
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
