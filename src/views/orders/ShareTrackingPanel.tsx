import { lazy, Suspense, useState } from 'react';
import { Badge, Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconLink, IconShare } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { sharedUrlOf, trackingLinksMachine } from '../../machines/trackingLinksMachine';
import type { OrderStatus } from '../../schemas/order';
import type { TrackingLink } from '../../schemas/tracking';
import { TRACKING_LABEL_MAX } from '../../schemas/trackingRules';
import { useAppEffects } from '../AppEffectsContext';
import { ErrorNote } from '../components/ErrorNote';
import { LoadFailed } from '../components/LoadFailed';
import { useAppActor } from '../inspection';
import { inputProps, usePlainForm } from '../formBinding';
import { useFormats } from '../useFormats';
import { useI18n } from '../useI18n';
import { OrderSection } from './OrderSection';

const NewTrackingLink = lazy(() => import('./NewTrackingLink').then((m) => ({ default: m.NewTrackingLink })));
const RevokeLinkDialog = lazy(() => import('./RevokeLinkDialog').then((m) => ({ default: m.RevokeLinkDialog })));

const STATE_BADGES = {
  active: { label: /*i18n*/ { id: 'Active' }, color: 'teal.9' },
  revoked: { label: /*i18n*/ { id: 'Revoked' }, color: 'red.9' },
  expired: { label: /*i18n*/ { id: 'Expired' }, color: 'gray.8' },
} as const;

/** The order page's "Share tracking" section: one line in OrderPage. */
export function ShareTrackingSection({ movementId, status }: { movementId: string; status: OrderStatus }) {
  const i18n = useI18n();
  return (
    <OrderSection title={i18n._('Share tracking')} icon={<IconShare size={18} />} testId="share-tracking">
      <ShareTrackingPanel key={movementId} movementId={movementId} status={status} />
    </OrderSection>
  );
}

/** Tracking links of one order: create one for the consignee or the warehouse, copy it, revoke it. */
export function ShareTrackingPanel({ movementId, status }: { movementId: string; status: OrderStatus }) {
  const i18n = useI18n();
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
  const form = usePlainForm({ label: '' });
  // Mounted from the first revoke asked on, so it closes (and gives focus back) as a dialog does.
  const [revokeAsked, setRevokeAsked] = useState(false);

  const shareable = status !== 'Cancelled';
  // Said at once, with the order: only the links wait for their call.
  const about = (
    <Text size="sm" c="dimmed">
      {shareable
        ? i18n._('Send the consignee or the warehouse a live page of this shipment: its status, the route’s cities, the times and the truck’s last location. No account needed, and never your prices, contacts or reference.')
        : i18n._('A cancelled order cannot be shared.')}
    </Text>
  );
  if (state === 'loading') {
    return (
      <Stack gap="md">
        {about}
        <Skeleton height={72} radius="md" role="status" aria-label={i18n._('Loading the tracking links')} />
      </Stack>
    );
  }
  if (state === 'failed') return <LoadFailed message={error} onRetry={() => actor.send({ type: 'retry' })} />;

  const pendingLink = links.find((link) => link.id === pending);
  const confirming = state === 'confirming' || state === 'revoking';
  if (confirming && !revokeAsked) setRevokeAsked(true);
  return (
    <Stack gap="md">
      {about}

      {shareable ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'creation.requested', label: form.getValues().label });
            form.reset();
          }}
        >
          <Group gap="sm" align="flex-end" wrap="nowrap">
            <TextInput
              label={i18n._('Who is it for? (optional)')}
              placeholder={i18n._('e.g. Dallas warehouse')}
              maxLength={TRACKING_LABEL_MAX}
              style={{ flex: 1 }}
              {...inputProps(form, 'label')}
            />
            <Button type="submit" leftSection={<IconLink size={16} />} loading={state === 'creating'}>
              {i18n._('Create link')}
            </Button>
          </Group>
        </form>
      ) : null}

      {created ? (
        // Its copy and open buttons' tooltips (floating-ui) load with the first link created.
        <Suspense fallback={null}>
          <NewTrackingLink url={url} copied={copied} copying={state === 'copying'} onCopy={() => actor.send({ type: 'copy.requested' })} />
        </Suspense>
      ) : null}

      <ErrorNote message={error} testId="tracking-links-error" />

      {links.length > 0 ? (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={i18n._('Tracking links')}>
          {links.map((link) => (
            <LinkRow key={link.id} link={link} onRevoke={() => actor.send({ type: 'revoke.requested', id: link.id })} />
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {i18n._('No tracking links yet.')}
        </Text>
      )}

      {/* The dialog's code (Modal, focus trap, scroll lock) loads when a revoke is first asked. */}
      {revokeAsked ? (
        <Suspense fallback={null}>
          <RevokeLinkDialog
            opened={confirming}
            revoking={state === 'revoking'}
            label={pendingLink?.label ?? null}
            onKeep={() => actor.send({ type: 'revoke.cancelled' })}
            onClose={() => state === 'confirming' && actor.send({ type: 'revoke.cancelled' })}
            onRevoke={() => actor.send({ type: 'revoke.confirmed' })}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

function LinkRow({ link, onRevoke }: { link: TrackingLink; onRevoke: () => void }) {
  const i18n = useI18n();
  const fmt = useFormats();
  const badge = STATE_BADGES[link.state];
  return (
    <Group component="li" justify="space-between" gap="sm" wrap="nowrap" p="xs" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }} data-testid="tracking-link-row" data-state={link.state}>
      <Stack gap={2} miw={0}>
        <Group gap={8} wrap="nowrap">
          <Text size="sm" fw={600} truncate>
            {link.label ?? i18n._('Tracking link')}
          </Text>
          <Badge size="sm" variant="light" color={badge.color} radius="sm">
            {i18n._(badge.label)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          …{link.last4} · {i18n._('created {at}', { at: fmt.dateTime(link.createdAt) })}
          {link.state === 'active' && link.expiresAt ? ` · ${i18n._('works until {at}', { at: fmt.dateTime(link.expiresAt) })}` : ''}
        </Text>
      </Stack>
      {link.state === 'active' ? (
        <Button variant="subtle" color="red.9" size="compact-sm" onClick={onRevoke} aria-label={link.label ? i18n._('Revoke {label} …{last4}', { label: link.label, last4: link.last4 }) : i18n._('Revoke tracking link …{last4}', { last4: link.last4 })}>
          {i18n._('Revoke')}
        </Button>
      ) : null}
    </Group>
  );
}
