import { Outlet } from 'react-router';
import { Box, Center, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { BrandLink } from '../components/brand-link';

const STEPS = ['Create your account', 'Tell us about yourself', 'Create your team or join one'];

/** Layout "onboarding": the sign-up card beside what the next steps are. */
export default function OnboardingLayout() {
  return (
    <Box bg="var(--splits-page-bg)" mih="100dvh">
      <Center mih="100dvh" px="sm" py="xl">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" w="100%" maw={920}>
          <Stack gap="md" justify="center">
            <BrandLink />
            <Title order={2} fz={{ base: 'xl', sm: 28 }}>
              Your team&apos;s results, records and season in one place
            </Title>
            <Text c="dimmed">Three short steps and you are in:</Text>
            <List
              spacing="xs"
              icon={
                <ThemeIcon size={22} radius="xl">
                  <IconCheck size={ICON_SIZE - 2} />
                </ThemeIcon>
              }
            >
              {STEPS.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List>
          </Stack>
          <Paper component="main" withBorder shadow="sm" radius="lg" p={{ base: 'md', xs: 'xl' }}>
            <Outlet />
          </Paper>
        </SimpleGrid>
      </Center>
    </Box>
  );
}
