import { ActionIcon, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { useI18n } from '../useI18n';

/** A tracking link just created: shown once, with Copy and Open. */
export function NewTrackingLink({ url, copied, copying, onCopy }: { url: string; copied: boolean; copying: boolean; onCopy: () => void }) {
  const i18n = useI18n();
  const copyLabel = copied ? i18n._('Copied') : i18n._('Copy link');
  return (
    <Stack gap={6} p="sm" bg="brand.0" style={{ borderRadius: 'var(--mantine-radius-md)' }} data-testid="new-tracking-link">
      <Text size="xs" fw={600} c="brand.9">
        {i18n._('Your new link — copy it now, it is shown only here')}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <TextInput value={url} readOnly aria-label={i18n._('Tracking link')} style={{ flex: 1 }} data-testid="tracking-link-url" onFocus={(e) => e.currentTarget.select()} />
        <Tooltip label={copyLabel}>
          <ActionIcon size="lg" variant="filled" aria-label={copyLabel} loading={copying} onClick={onCopy}>
            {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
          </ActionIcon>
        </Tooltip>
        <Tooltip label={i18n._('Open the page')}>
          <ActionIcon size="lg" variant="default" component="a" href={url} target="_blank" rel="noopener noreferrer" aria-label={i18n._('Open the tracking page')}>
            <IconExternalLink size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Stack>
  );
}
