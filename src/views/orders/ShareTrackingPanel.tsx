import { ActionIcon, Badge, Button, Group, Modal, Skeleton, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconCopy, IconExternalLink, IconLink, IconLinkOff, IconShare } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { formatDateTime } from '../../machines/orderDisplay';
import { sharedUrlOf, trackingLinksMachine } from '../../machines/trackingLinksMachine';
import type { OrderStatus } from '../../schemas/order';
import type { TrackingLink } from '../../schemas/tracking';
import { TRACKING_LABEL_MAX } from '../../schemas/trackingRules';
import { useAppEffects } from '../AppEffectsContext';
import { ErrorNote } from '../components/ErrorNote';
import { LoadFailed } from '../components/LoadFailed';
import { useAppActor } from '../inspection';
import { OrderSection } from './OrderSection';

const STATE_BADGES = {
  active: { label: 'Active', color: 'teal.9' },
  revoked: { label: 'Revoked', color: 'red.9' },
  expired: { label: 'Expired', color: 'gray.8' },
} as const;

/** The order page's "Share tracking" section: one line in OrderPage. */
export function ShareTrackingSection({ movementId, status }: { movementId: string; status: OrderStatus }) {
  return (
    <OrderSection title="Share tracking" icon={<IconShare size={18} />} testId="share-tracking">
      <ShareTrackingPanel key={movementId} movementId={movementId} status={status} />
    </OrderSection>
  );
}

/** Tracking links of one order (issue 17.1): create one for the consignee or the warehouse, copy it, revoke it. */
export function ShareTrackingPanel({ movementId, status }: { movementId: string; status: OrderStatus }) {
  const { showToast } = useAppEffects();
  const actor = useAppActor(trackingLinksMachine.provide({ actions: { toast: (_, { message, type }) => showToast({ message, type }) } }), {
    input: { movementId, origin: window.location.origin },
  });
  const state = useSelector(actor, (s) => s.value as string);
  const links = useSelector(actor, (s) => s.context.links);
  const created = useSelector(actor, (s) => s.context.created);
  const url = useSelector(actor, (s) => sharedUrlOf(s.context));
  const copied = useSelector(actor, (s) => s.context.copied);
  const error = useSelector(actor, (s) => s.context.error);
  const pending = useSelector(actor, (s) => s.context.pendingRevoke);
  const form = useForm({ initialValues: { label: '' } });

  if (state === 'loading') return <Skeleton height={72} radius="md" role="status" aria-label="Loading the tracking links" />;
  if (state === 'failed') return <LoadFailed message={error} onRetry={() => actor.send({ type: 'retry' })} />;

  const shareable = status !== 'Cancelled';
  const pendingLink = links.find((link) => link.id === pending);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {shareable
          ? 'Send the consignee or the warehouse a live page of this shipment: its status, the route’s cities, the times and the truck’s last location. No account needed, and never your prices, contacts or reference.'
          : 'A cancelled order cannot be shared.'}
      </Text>

      {shareable ? (
        <form
          onSubmit={form.onSubmit((values) => {
            actor.send({ type: 'creation.requested', label: values.label });
            form.reset();
          })}
        >
          <Group gap="sm" align="flex-end" wrap="nowrap">
            <TextInput
              label="Who is it for? (optional)"
              placeholder="e.g. Dallas warehouse"
              maxLength={TRACKING_LABEL_MAX}
              style={{ flex: 1 }}
              {...form.getInputProps('label')}
            />
            <Button type="submit" leftSection={<IconLink size={16} />} loading={state === 'creating'}>
              Create link
            </Button>
          </Group>
        </form>
      ) : null}

      {created ? (
        <Stack gap={6} p="sm" bg="brand.0" style={{ borderRadius: 'var(--mantine-radius-md)' }} data-testid="new-tracking-link">
          <Text size="xs" fw={600} c="brand.9">
            Your new link — copy it now, it is shown only here
          </Text>
          <Group gap="xs" wrap="nowrap">
            <TextInput value={url} readOnly aria-label="Tracking link" style={{ flex: 1 }} data-testid="tracking-link-url" onFocus={(e) => e.currentTarget.select()} />
            <Tooltip label={copied ? 'Copied' : 'Copy link'}>
              <ActionIcon size="lg" variant="filled" aria-label={copied ? 'Copied' : 'Copy link'} loading={state === 'copying'} onClick={() => actor.send({ type: 'copy.requested' })}>
                {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Open the page">
              <ActionIcon size="lg" variant="default" component="a" href={url} target="_blank" rel="noopener noreferrer" aria-label="Open the tracking page">
                <IconExternalLink size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Stack>
      ) : null}

      <ErrorNote message={error} testId="tracking-links-error" />

      {links.length > 0 ? (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Tracking links">
          {links.map((link) => (
            <LinkRow key={link.id} link={link} onRevoke={() => actor.send({ type: 'revoke.requested', id: link.id })} />
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          No tracking links yet.
        </Text>
      )}

      <Modal
        opened={state === 'confirming' || state === 'revoking'}
        onClose={() => state === 'confirming' && actor.send({ type: 'revoke.cancelled' })}
        title="Revoke this tracking link?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Text size="sm">
          Anyone who opens {pendingLink?.label ? <strong>{pendingLink.label}</strong> : 'this link'} will be told it was revoked. This cannot be undone; you can create a new link at any time.
        </Text>
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" onClick={() => actor.send({ type: 'revoke.cancelled' })} disabled={state === 'revoking'}>
            Keep link
          </Button>
          <Button color="red.9" leftSection={<IconLinkOff size={16} />} loading={state === 'revoking'} onClick={() => actor.send({ type: 'revoke.confirmed' })}>
            Revoke link
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

function LinkRow({ link, onRevoke }: { link: TrackingLink; onRevoke: () => void }) {
  const badge = STATE_BADGES[link.state];
  return (
    <Group component="li" justify="space-between" gap="sm" wrap="nowrap" p="xs" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }} data-testid="tracking-link-row" data-state={link.state}>
      <Stack gap={2} miw={0}>
        <Group gap={8} wrap="nowrap">
          <Text size="sm" fw={600} truncate>
            {link.label ?? 'Tracking link'}
          </Text>
          <Badge size="sm" variant="light" color={badge.color} radius="sm">
            {badge.label}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          …{link.last4} · created {formatDateTime(link.createdAt)}
          {link.state === 'active' && link.expiresAt ? ` · works until ${formatDateTime(link.expiresAt)}` : ''}
        </Text>
      </Stack>
      {link.state === 'active' ? (
        <Button variant="subtle" color="red.9" size="compact-sm" onClick={onRevoke} aria-label={`Revoke ${link.label ?? 'tracking link'} …${link.last4}`}>
          Revoke
        </Button>
      ) : null}
    </Group>
  );
}
