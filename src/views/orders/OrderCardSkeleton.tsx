import { Card, Group, Skeleton, Stack } from '@mantine/core';

/** The shape of an OrderCard while the list loads. */
export function OrderCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding="md" data-testid="order-card-skeleton" aria-hidden="true">
      <Group justify="space-between" align="flex-start">
        <Stack gap={6}>
          <Skeleton height={14} width={110} />
          <Skeleton height={10} width={170} />
        </Stack>
        <Skeleton height={20} width={120} radius="sm" />
      </Group>
      <Skeleton height={16} width="60%" mt="md" />
      <Group justify="space-between" mt="sm">
        <Skeleton height={12} width={140} />
        <Skeleton height={16} width={80} />
      </Group>
    </Card>
  );
}
