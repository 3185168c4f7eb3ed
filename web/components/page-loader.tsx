import { Center, Loader } from '@mantine/core';
import { SPINNER_SIZE } from '@core/constants';

/** The spinner shown while a page or its data loads (1.65rem, seed section 9). */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="40vh" role="status" aria-label={label}>
      <Loader size={SPINNER_SIZE} />
    </Center>
  );
}
