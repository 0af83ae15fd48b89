import { canEnterAdmin } from '@club/shared/domain/roles';
import { Anchor, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../lib/session-context.tsx';

/**
 * An empty list says what will appear there and, to a manager (the admin area's roles), where to add
 * it: `manage` is the admin page's link and its text.
 */
export function EmptyState({
  children,
  manage,
  testId,
}: {
  children: ReactNode;
  manage?: { to: string; label: string };
  testId?: string;
}) {
  const { role } = useSession();
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      style={{ borderStyle: 'dashed' }}
      data-testid={testId ?? 'empty-state'}
    >
      <Stack gap="xs" align="flex-start">
        <Text>{children}</Text>
        {manage && canEnterAdmin(role) && (
          <Anchor component={Link} to={manage.to} fw={600}>
            {manage.label}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
