import { Alert, Button, Text } from '@mantine/core';
import { useI18n, useMessage } from '../useI18n';

/** A section of the security page whose data did not load: what, the server's words, Try again. */
export function SectionLoadFailed({ title, error, onRetry }: { title: string; error: string | null; onRetry: () => void }) {
  const i18n = useI18n();
  const translate = useMessage();
  return (
    <Alert color="red.9" variant="light" role="alert" title={title}>
      <Text size="sm">{error === null ? null : translate(error)}</Text>
      <Button mt="sm" variant="light" onClick={onRetry}>
        {i18n._('Try again')}
      </Button>
    </Alert>
  );
}
