import { Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled block of the order page. */
export function OrderSection({ title, icon, action, children, testId, id }: { title: string; icon: ReactNode; action?: ReactNode; children: ReactNode; testId?: string; id?: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title} data-testid={testId} id={id}>
      <Group justify="space-between" mb="md" gap="sm" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="brand" c="brand.8" radius="md" size={32} aria-hidden="true">
            {icon}
          </ThemeIcon>
          <Title order={2} fz="md">
            {title}
          </Title>
        </Group>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

/** A label over its value, for detail lists. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </div>
  );
}
