import { Anchor, Badge, Button, FileButton, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconFileText, IconQrcode, IconRefresh, IconUpload } from '@tabler/icons-react';
import { acceptOf, DOCUMENT_TYPES, formatNames } from '../../schemas/uploadFormats';
import type { OrderDocuments } from '../../schemas/orderTracking';
import { ErrorNote } from '../components/ErrorNote';
import { useFormats } from '../useFormats';
import { useI18n } from '../useI18n';
import classes from './orders.module.css';

export type DocumentsState = 'loading' | 'ready' | 'uploading' | 'failed';
type Kind = 'doc' | 'qr';

const KIND_LABELS = { doc: /*i18n*/ { id: 'Document' }, qr: /*i18n*/ { id: 'QR code' }, proof: /*i18n*/ { id: 'Proof of delivery photo' } } as const;

/** A check in the customer's words: what it is, and what it means now (spec order.proof-done, order.user-upload decide `done`). */
function Check({ label, done, testId, doneText, pendingText }: { label: string; done: boolean; testId: string; doneText: string; pendingText: string }) {
  return (
    <Group gap={8} wrap="nowrap" data-testid={testId} data-done={done}>
      <ThemeIcon size={22} radius="xl" variant={done ? 'filled' : 'light'} color={done ? 'teal.9' : 'gray'} c={done ? undefined : 'gray.7'} aria-hidden="true">
        {done ? <IconCircleCheck size={15} /> : <IconCircleDashed size={15} />}
      </ThemeIcon>
      <Text size="sm" fw={500}>
        {label}
        <Text span size="sm" c="dimmed">
          {' '}
          — {done ? doneText : pendingText}
        </Text>
      </Text>
    </Group>
  );
}

/**
 * The two checks (spec order.proof-done, order.user-upload), the order's documents, and uploads of a
 * document or the crossing QR code while uploads are open.
 */
export function DocumentsPanel({
  state,
  documents,
  proofOfPhotographyDone,
  userUploadCheck,
  uploadsOpen,
  uploadKind,
  uploadError,
  error,
  apiBaseUrl,
  onSelect,
  onRetry,
}: {
  state: DocumentsState;
  documents: OrderDocuments | null;
  proofOfPhotographyDone: boolean;
  userUploadCheck: boolean;
  uploadsOpen: boolean;
  uploadKind: Kind | null;
  uploadError: string | null;
  error: string | null;
  apiBaseUrl: string;
  onSelect: (file: File, kind: Kind) => void;
  onRetry: () => void;
}) {
  const i18n = useI18n();
  const fmt = useFormats();
  const uploading = state === 'uploading';
  const upload = (kind: Kind, label: string, icon: React.ReactNode) => (
    <FileButton onChange={(file) => file && onSelect(file, kind)} accept={acceptOf(DOCUMENT_TYPES)}>
      {(props) => (
        <Button {...props} variant="default" size="sm" leftSection={icon} loading={uploading && uploadKind === kind} disabled={uploading && uploadKind !== kind}>
          {label}
        </Button>
      )}
    </FileButton>
  );

  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Check label={i18n._('Proof of delivery photos')} done={proofOfPhotographyDone} testId="check-proof" doneText={i18n._('ready to view')} pendingText={i18n._('taken by the operator at delivery')} />
        <Check
          label={i18n._('Your documents')}
          done={userUploadCheck}
          testId="check-user-upload"
          doneText={i18n._('received by the carrier')}
          pendingText={i18n._('the carrier receives them once assigned')}
        />
      </Stack>

      {state === 'loading' ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {i18n._('Loading documents…')}
          </Text>
        </Group>
      ) : null}
      {state === 'failed' ? (
        <Group justify="space-between" gap="xs">
          <ErrorNote message={error} />
          <Button size="compact-sm" variant="default" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
            {i18n._('Try again')}
          </Button>
        </Group>
      ) : null}

      {documents ? (
        documents.documents.length > 0 ? (
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={i18n._('Documents')} data-testid="documents-list">
            {documents.documents.map((d) => (
              <Group component="li" key={d._id} justify="space-between" className={classes.row} wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap" miw={0}>
                  {d.kind === 'qr' ? <IconQrcode size={20} aria-hidden="true" /> : <IconFileText size={20} aria-hidden="true" />}
                  <Stack gap={0} miw={0}>
                    <Anchor href={`${apiBaseUrl}${d.url}`} target="_blank" rel="noopener" size="sm" fw={600} truncate>
                      {d.name}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {d.uploadedBy === 'user' ? i18n._('Uploaded by you') : i18n._('From the carrier')} · {fmt.dateTime(d.uploadedAt)}
                    </Text>
                  </Stack>
                </Group>
                <Badge variant="light" color="gray" c="gray.8" size="sm" radius="sm" style={{ flexShrink: 0 }}>
                  {i18n._(KIND_LABELS[d.kind])}
                </Badge>
              </Group>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed" data-testid="documents-empty">
            {i18n._('No documents yet.')}
          </Text>
        )
      ) : null}

      {uploadsOpen ? (
        <Stack gap={6}>
          <Group gap="sm">
            {upload('doc', i18n._('Upload document'), <IconUpload size={16} />)}
            {upload('qr', i18n._('Upload QR code'), <IconQrcode size={16} />)}
          </Group>
          <Text size="xs" c="dimmed">
            {i18n._('{formats}, less than 2MB.', { formats: fmt.orList(DOCUMENT_TYPES.map((type) => formatNames([type]))) })}
          </Text>
          <ErrorNote message={uploadError} testId="upload-error" />
        </Stack>
      ) : (
        <Text size="xs" c="dimmed">
          {proofOfPhotographyDone || userUploadCheck ? i18n._('Uploads are closed for this order.') : i18n._('You can upload documents once a carrier is assigned.')}
        </Text>
      )}
    </Stack>
  );
}
