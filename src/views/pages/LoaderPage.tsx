import { Center, Loader, Stack, Title } from '@mantine/core';
import { useI18n } from '../useI18n';

/** A heading names the page; the spinner is decoration beside it. */
export default function LoaderPage() {
  const i18n = useI18n();
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm" role="status">
        <Loader size="lg" aria-hidden="true" />
        <Title order={1} fz="lg" fw={500} c="dimmed">
          {i18n._('Loading…')}
        </Title>
      </Stack>
    </Center>
  );
}
