import { Button, Group } from '@mantine/core';
import { AVAILABILITY_ANSWERS, type AvailabilityAnswer, type Target } from '@core/api/schedule';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { usePostAvailability } from './api/answer-mutations';
import { ANSWER_COLORS, ANSWER_LABELS } from './schedule-labels';

/** Going / Maybe / Not going; pressing the current answer again takes it back. */
export function AvailabilityButtons({ orgId, target, answer }: { orgId: string; target: Target; answer: AvailabilityAnswer | null }) {
  const post = usePostAvailability(orgId);
  const choose = (next: AvailabilityAnswer) =>
    post.mutate({ target, answer: next === answer ? null : next }, { onError: (error) => notify.error(errorMessage(error)) });
  return (
    <Group gap="xs" role="group" aria-label="Your answer">
      {AVAILABILITY_ANSWERS.map((a) => (
        <Button
          key={a}
          size="sm"
          variant={answer === a ? 'filled' : 'default'}
          color={ANSWER_COLORS[a]}
          aria-pressed={answer === a}
          loading={post.isPending && post.variables?.answer === (a === answer ? null : a)}
          onClick={() => choose(a)}
        >
          {ANSWER_LABELS[a]}
        </Button>
      ))}
    </Group>
  );
}
