import type { ReactNode } from 'react';
import { Group, Paper, Title } from '@mantine/core';

/** A section of the security page: its icon and heading (naming the region), what sits beside it, its body. */
export function SecuritySection({ id, icon, title, aside, wrap, children }: { id: string; icon: ReactNode; title: string; aside: ReactNode; wrap: boolean; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm" gap="sm" wrap={wrap ? 'wrap' : 'nowrap'}>
        <Group gap="xs" wrap="nowrap">
          {icon}
          <Title order={2} fz="lg" id={id}>
            {title}
          </Title>
        </Group>
        {aside}
      </Group>
      {children}
    </Paper>
  );
}
