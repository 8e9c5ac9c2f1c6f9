import { Button, Group, Modal, Text } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { RichText } from '../components/RichText';
import { useI18n } from '../useI18n';

/** Revoking a tracking link asks first: its holders will be told it was revoked. */
export function RevokeLinkDialog(props: { opened: boolean; revoking: boolean; label: string | null; onKeep: () => void; onClose: () => void; onRevoke: () => void }) {
  const { opened, revoking, label, onKeep, onClose, onRevoke } = props;
  const i18n = useI18n();
  return (
    <Modal opened={opened} onClose={onClose} title={i18n._('Revoke this tracking link?')} centered closeButtonProps={{ 'aria-label': i18n._('Close') }}>
      <Text size="sm">
        {label ? (
          // The link's name is the customer's own text: an element, never part of the sentence's markup.
          <RichText text={i18n._('Anyone who opens <0/> will be told it was revoked. This cannot be undone; you can create a new link at any time.')} components={[<strong key="label">{label}</strong>]} />
        ) : (
          i18n._('Anyone who opens this link will be told it was revoked. This cannot be undone; you can create a new link at any time.')
        )}
      </Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onKeep} disabled={revoking}>
          {i18n._('Keep link')}
        </Button>
        <Button color="red.9" leftSection={<IconLinkOff size={16} />} loading={revoking} onClick={onRevoke}>
          {i18n._('Revoke link')}
        </Button>
      </Group>
    </Modal>
  );
}
