import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';

/** The in-page Previous / Next row of a step. */
export function StepActions({ onPrevious, next, nextLabel = 'Next', nextDisabled, loading }: { onPrevious?: () => void; next?: () => void; nextLabel?: ReactNode; nextDisabled?: boolean; loading?: boolean }) {
  return (
    <Group justify="space-between" mt="xl">
      {onPrevious ? (
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onPrevious}>
          Previous
        </Button>
      ) : (
        <span />
      )}
      {next ? (
        <Button rightSection={<IconArrowRight size={16} />} onClick={next} disabled={nextDisabled} loading={loading}>
          {nextLabel}
        </Button>
      ) : (
        <Button type="submit" rightSection={<IconArrowRight size={16} />} disabled={nextDisabled} loading={loading}>
          {nextLabel}
        </Button>
      )}
    </Group>
  );
}
