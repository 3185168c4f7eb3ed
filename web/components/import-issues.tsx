import { List, Text } from '@mantine/core';

/** A preview row's problems, each naming its column ("mark: 1:60.00 is not a time…"). */
export function ImportIssues({ issues }: { issues: { field: string; message: string }[] }) {
  if (issues.length === 0) return null;
  return (
    <List size="xs" spacing={2} c="red.8" withPadding={false} listStyleType="none">
      {issues.map((issue, i) => (
        <List.Item key={i}>
          <Text span fw={600} size="xs">
            {issue.field}:
          </Text>{' '}
          {issue.message}
        </List.Item>
      ))}
    </List>
  );
}
