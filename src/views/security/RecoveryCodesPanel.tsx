import { useEffect, useRef } from 'react';
import { Alert, Button, Checkbox, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { twoFactorSettingsMachine } from '../../machines/twoFactorSettingsMachine';
import { useI18n, useMessage } from '../useI18n';

/** The recovery codes, shown once: Download, Copy, "I have saved these codes", Done (loaded when codes are made). */
export function RecoveryCodesPanel({ settings }: { settings: ActorRefFrom<typeof twoFactorSettingsMachine> }) {
  const i18n = useI18n();
  const translate = useMessage();
  const codes = useSelector(settings, (s) => s.context.recoveryCodes);
  const saved = useSelector(settings, (s) => s.context.codesSaved);
  const notice = useSelector(settings, (s) => s.context.notice);
  const region = useRef<HTMLDivElement>(null);
  // Focus to the codes when they show: a screen reader reads them first.
  useEffect(() => region.current?.focus(), []);
  return (
    <Stack gap="md" ref={region} tabIndex={-1} aria-labelledby="recovery-codes-title" role="region" style={{ outline: 'none' }} data-testid="recovery-codes">
      {notice === null ? null : (
        <Alert variant="light" color="teal.9" role="status">
          {translate(notice)}
        </Alert>
      )}
      <Title order={3} fz="md" id="recovery-codes-title">
        {i18n._('Your recovery codes')}
      </Title>
      <Text size="sm">{i18n._('If you lose your phone, each of these codes signs you in once. Keep them somewhere safe: they are shown only now.')}</Text>
      <List
        listStyleType="none"
        ff="monospace"
        fz="md"
        fw={600}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))', gap: '6px 16px', padding: 12, borderRadius: 8, background: 'var(--mantine-color-gray-0)', border: '1px solid var(--mantine-color-gray-3)' }}
      >
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group gap="sm">
        <Button variant="light" leftSection={<IconDownload size={16} />} onClick={() => settings.send({ type: 'codes.downloaded' })}>
          {i18n._('Download')}
        </Button>
        <Button variant="light" leftSection={<IconCopy size={16} />} onClick={() => settings.send({ type: 'codes.copied' })}>
          {i18n._('Copy')}
        </Button>
      </Group>
      <Checkbox label={i18n._('I have saved these codes')} checked={saved} onChange={(e) => settings.send({ type: 'codes.savedChanged', saved: e.currentTarget.checked })} />
      <Group>
        <Button disabled={!saved} onClick={() => settings.send({ type: 'codes.done' })}>
          {i18n._('Done')}
        </Button>
      </Group>
    </Stack>
  );
}
