import { useId, type ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useI18n, useMessage } from '../useI18n';

/**
 * The in-page Previous / Next row of a step. A disabled Next says why: `whyDisabled` is shown under
 * it and names it (aria-describedby), so a screen reader hears the reason with the button. The
 * reasons are the machines' English (messages.ts), shown in the page's language.
 */
export function StepActions({
  onPrevious,
  next,
  nextLabel,
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
  const i18n = useI18n();
  const message = useMessage();
  const hintId = useId();
  const why = nextDisabled ? whyDisabled : [];
  const described = why.length > 0 ? { 'aria-describedby': hintId } : {};
  return (
    <Stack gap={6} mt="xl">
      <Group justify="space-between">
        {onPrevious ? (
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onPrevious}>
            {i18n._('Previous')}
          </Button>
        ) : (
          <span />
        )}
        {next ? (
          <Button rightSection={<IconArrowRight size={16} />} onClick={next} disabled={nextDisabled} loading={loading} {...described}>
            {nextLabel ?? i18n._('Next')}
          </Button>
        ) : (
          <Button type="submit" rightSection={<IconArrowRight size={16} />} disabled={nextDisabled} loading={loading} {...described}>
            {nextLabel ?? i18n._('Next')}
          </Button>
        )}
      </Group>
      {why.length > 0 ? (
        <Text id={hintId} size="sm" ta="right" data-testid="next-disabled-reason">
          {why.map((reason) => (
            <span key={reason} style={{ display: 'block' }}>
              {message(reason)}
            </span>
          ))}
        </Text>
      ) : null}
    </Stack>
  );
}
