import { Box, SimpleGrid, Text } from '@mantine/core';

const STEPS = ['Account', 'Profile', 'Team'] as const;

/** Where the user is in onboarding: account, profile, team (three bars that fit a 360 px screen). */
export function OnboardingSteps({ active }: { active: 0 | 1 | 2 }) {
  return (
    <Box component="nav" aria-label="Onboarding progress">
      <Text size="xs" c="dimmed" mb={6}>
        Step {active + 1} of {STEPS.length}
      </Text>
      <SimpleGrid cols={3} spacing={6} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {STEPS.map((label, i) => (
          <Box component="li" key={label} aria-current={i === active ? 'step' : undefined}>
            <Box
              h={4}
              style={{
                borderRadius: 2,
                background: i <= active ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-3)',
              }}
            />
            <Text size="xs" fw={i === active ? 700 : 500} c={i <= active ? undefined : 'dimmed'} mt={4}>
              {label}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
