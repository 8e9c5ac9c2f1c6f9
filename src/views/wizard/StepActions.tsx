import { useId, type ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';

/**
 * The in-page Previous / Next row of a step. A disabled Next says why: `whyDisabled` is shown under
 * it and names it (aria-describedby), so a screen reader hears the reason with the button.
 */
export function StepActions({
  onPrevious,
  next,
  nextLabel = 'Next',
  nextDisabled,
  whyDisabled = [],
  loading,
}: {
  onPrevious?: () => void;
  next?: () => void;
  nextLabel?: ReactNode;
  nextDisabled?: boolean;
  whyDisabled?: readonly string[];
  loading?: boolean;
}) {
  const hintId = useId();
  const why = nextDisabled ? whyDisabled : [];
  const described = why.length > 0 ? { 'aria-describedby': hintId } : {};
  return (
    <Stack gap={6} mt="xl">
      <Group justify="space-between">
        {onPrevious ? (
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onPrevious}>
            Previous
          </Button>
        ) : (
          <span />
        )}
        {next ? (
          <Button rightSection={<IconArrowRight size={16} />} onClick={next} disabled={nextDisabled} loading={loading} {...described}>
            {nextLabel}
          </Button>
        ) : (
          <Button type="submit" rightSection={<IconArrowRight size={16} />} disabled={nextDisabled} loading={loading} {...described}>
            {nextLabel}
          </Button>
        )}
      </Group>
      {why.length > 0 ? (
        <Text id={hintId} size="sm" ta="right" data-testid="next-disabled-reason">
          {why.map((reason) => (
            <span key={reason} style={{ display: 'block' }}>
              {reason}
            </span>
          ))}
        </Text>
      ) : null}
    </Stack>
  );
}
