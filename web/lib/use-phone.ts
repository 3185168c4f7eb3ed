import { useMediaQuery } from '@mantine/hooks';

/** Phone layout (640 px wide or less): one-column forms and cards instead of grids and tables. */
export const useIsPhone = (): boolean => useMediaQuery('(max-width: 40em)', false, { getInitialValueInEffect: false }) ?? false;
