import { lazy, Suspense, useEffect } from 'react';
import { Anchor, Badge, Button, FileButton, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCertificate, IconCircleCheck, IconEdit, IconFileUpload, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { crossingChecklistMachine, type CrossingChecklistActor } from '../../machines/crossingChecklistMachine';
import { crossingItemMachine } from '../../machines/crossingItemMachine';
import { nextStepWords, readinessWords } from '../../machines/crossingWords';
import type { CrossingChecklistItem } from '../../schemas/crossingPaperBodies';
import { acceptOf, CROSSING_FILE_TYPES, formatNames } from '../../schemas/uploadFormats';
import { useAppConfig } from '../AppConfigContext';
import { useAppEffects } from '../AppEffectsContext';
import { ErrorNote } from '../components/ErrorNote';
import { LoadFailed } from '../components/LoadFailed';
import { useAppActor } from '../inspection';
import { useNotificationsActor } from '../NotificationsContext';
import { useFormats } from '../useFormats';
import { useI18n } from '../useI18n';
import classes from './crossing.module.css';
import { OrderSection } from './OrderSection';

// A paper's form (Carta Porte goods, the customs broker, the US entry number) validates with its
// schema (Effect): its own chunk, loaded when a form is opened.
const CrossingPaperForm = lazy(() => import('./CrossingPaperForm').then((m) => ({ default: m.CrossingPaperForm })));

/** Each paper's heading (the sentences' names, with their Spanish articles, are crossingWords'). */
const PAPER_TITLES = {
  commercialInvoice: /*i18n*/ { id: 'Commercial invoice' },
  packingList: /*i18n*/ { id: 'Packing list' },
  cartaPorte: /*i18n*/ { id: 'Carta Porte data' },
  customsBroker: /*i18n*/ { id: 'Customs broker and pedimento' },
  usEntry: /*i18n*/ { id: 'US customs entry number' },
  usmcaCertificate: /*i18n*/ { id: 'Certification of origin (USMCA)' },
} as const;

const STATUS_BADGES = {
  missing: { label: /*i18n*/ { id: 'Missing' }, color: 'gray.8' },
  uploaded: { label: /*i18n*/ { id: 'Waiting for review' }, color: 'brand.9' },
  accepted: { label: /*i18n*/ { id: 'Accepted' }, color: 'teal.9' },
  rejected: { label: /*i18n*/ { id: 'Rejected' }, color: 'red.9' },
} as const;

/** Why papers cannot be changed here: the role (a Viewer), or the order is under way; null when they can. */
export type CrossingLock = 'role' | 'closed' | null;

/** The order page's "Documents for the crossing" (issue 36): readiness, the next thing to do, each paper. */
export function CrossingSection({ movementId, locked }: { movementId: string; locked: CrossingLock }) {
  const canManage = locked === null;
  const i18n = useI18n();
  const { showToast } = useAppEffects();
  const feed = useNotificationsActor();
  const actor = useAppActor(crossingChecklistMachine.provide({ actions: { toast: (_, { message, type }) => showToast({ message, type }) } }), {
    input: { movementId, feed, canManage },
  });
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <OrderSection title={i18n._('Documents for the crossing')} icon={<IconCertificate size={18} />} testId="crossing" id="crossing">
      {loading ? <Skeleton height={160} radius="md" aria-busy="true" aria-label={i18n._('Loading the crossing papers')} /> : null}
      {failed ? <LoadFailed message={error} onRetry={() => actor.send({ type: 'retry' })} /> : null}
      {!loading && !failed ? <Checklist actor={actor} movementId={movementId} locked={locked} /> : null}
    </OrderSection>
  );
}

function Checklist({ actor, movementId, locked }: { actor: CrossingChecklistActor; movementId: string; locked: CrossingLock }) {
  const canManage = locked === null;
  const i18n = useI18n();
  const fmt = useFormats();
  const checklist = useSelector(actor, (s) => s.context.checklist);
  const savingClaim = useSelector(actor, (s) => s.matches({ ready: { claim: 'saving' } }));
  const claimError = useSelector(actor, (s) => s.context.claimError);
  const shown = checklist !== null;
  // Opened from a flag (…#crossing): the browser found no section to scroll to while it loaded.
  useEffect(() => {
    if (shown && window.location.hash === '#crossing') document.getElementById('crossing')?.scrollIntoView({ block: 'start' });
  }, [shown]);
  if (!checklist) return null;
  const { readiness, next } = checklist;
  const nextWords = nextStepWords(next);
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Badge size="lg" radius="sm" variant="light" color={readiness.complete ? 'teal.9' : 'orange.9'} data-testid="crossing-readiness" leftSection={readiness.complete ? <IconCircleCheck size={14} /> : null}>
            {i18n._(readinessWords(readiness))}
          </Badge>
          <Text size="sm" c="dimmed">
            {checklist.scheduledPickup ? i18n._('Pickup {date}', { date: fmt.dateTime(checklist.scheduledPickup) }) : i18n._('Pickup as soon as possible')}
          </Text>
        </Group>
        {/* The badge says it in words; the bar is for the eye. Plain elements: Mantine's Progress and
            Checkbox would be two more files on the order page's first load. */}
        <div className={classes.bar} aria-hidden="true">
          <div className={readiness.complete ? classes.barDone : classes.barTodo} style={{ width: `${readiness.of === 0 ? 100 : (readiness.ready / readiness.of) * 100}%` }} />
        </div>
        <Text size="sm" fw={600} data-testid="crossing-next">
          {nextWords ? i18n._(nextWords) : i18n._('Ready for the crossing: every required paper is accepted.')}
        </Text>
        {nextWords ? <Text size="xs" c="dimmed">{i18n._('Every required paper must be accepted before the pickup. We review each one and tell you here and by notification.')}</Text> : null}
      </Stack>

      {checklist.direction === 'northbound' ? (
        <Stack gap={4}>
          <label className={classes.claim}>
            <input
              type="checkbox"
              checked={checklist.usmcaClaimed}
              disabled={!canManage || savingClaim}
              onChange={(event) => actor.send({ type: 'usmca.changed', claimed: event.currentTarget.checked })}
              aria-describedby="usmca-claim-note"
              data-testid="usmca-claim"
            />
            <span>
              <Text component="span" size="sm" fw={500} display="block">
                {i18n._('We claim USMCA preferential treatment for these goods')}
              </Text>
              <Text component="span" size="xs" c="dimmed" display="block" id="usmca-claim-note">
                {i18n._('A claim asks for the certification of origin.')}
              </Text>
            </span>
          </label>
          <ErrorNote message={claimError} />
        </Stack>
      ) : null}

      <Stack gap={0} component="ul" p={0} m={0} className={classes.list} aria-label={i18n._('Papers for the crossing')}>
        {checklist.items.map((item) => (
          <CrossingPaper key={item.kind} movementId={movementId} item={item} canManage={canManage} checklist={actor} />
        ))}
      </Stack>
      {locked === 'role' ? <Text size="xs" c="dimmed">{i18n._('Your role can see these papers but not change them.')}</Text> : null}
      {locked === 'closed' ? <Text size="xs" c="dimmed">{i18n._('This order is on its way: its papers can no longer be changed.')}</Text> : null}
    </Stack>
  );
}

/** One paper: its status, what was provided, and what the customer can do about it now. */
function CrossingPaper({ movementId, item, canManage, checklist }: { movementId: string; item: CrossingChecklistItem; canManage: boolean; checklist: CrossingChecklistActor }) {
  const i18n = useI18n();
  const fmt = useFormats();
  const { apiBaseUrl } = useAppConfig();
  const { showToast } = useAppEffects();
  const actor = useAppActor(crossingItemMachine.provide({ actions: { toast: (_, { message, type }) => showToast({ message, type }) } }), {
    input: { movementId, item, canManage },
  });
  // Its answers reach the checklist (readiness, next step); the checklist's news reach it.
  useEffect(() => {
    const changed = actor.on('checklist.changed', ({ checklist: latest }) => checklist.send({ type: 'checklist.changed', checklist: latest }));
    const stale = actor.on('checklist.stale', () => checklist.send({ type: 'checklist.stale' }));
    return () => {
      changed.unsubscribe();
      stale.unsubscribe();
    };
  }, [actor, checklist]);
  useEffect(() => {
    if (JSON.stringify(actor.getSnapshot().context.item) !== JSON.stringify(item)) actor.send({ type: 'item.updated', item });
  }, [actor, item]);

  const shown = useSelector(actor, (s) => s.context.item);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  // The form stays on screen while it is saved: refused, its fields keep what was typed.
  const editing = useSelector(actor, (s) => s.matches('editing') || s.matches('providingForm'));
  const savingForm = useSelector(actor, (s) => s.matches('providingForm'));
  const error = useSelector(actor, (s) => s.context.error);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const canProvide = useSelector(actor, (s) => s.can({ type: shown.input === 'file' ? 'file.selected' : 'form.opened', file: { name: 'paper.pdf', size: 1, type: 'application/pdf' } } as never));
  const canRemove = useSelector(actor, (s) => s.can({ type: 'remove.requested' }));
  const badge = STATUS_BADGES[shown.status];
  const name = i18n._(PAPER_TITLES[shown.kind]);
  const provideLabel = shown.status === 'missing' ? (shown.input === 'file' ? i18n._('Upload') : i18n._('Fill in')) : shown.status === 'rejected' ? i18n._('Provide again') : shown.input === 'file' ? i18n._('Replace') : i18n._('Edit');

  return (
    <li className={classes.paper} data-testid={`crossing-${shown.kind}`} data-status={shown.status}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={600} component="h3">
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              {shown.required ? i18n._('Required') : i18n._('Optional for this load')}
            </Text>
          </Stack>
          <Badge variant="light" color={badge.color} radius="sm" style={{ flexShrink: 0 }}>
            {i18n._(badge.label)}
          </Badge>
        </Group>

        {shown.status === 'rejected' && shown.reason ? (
          <Text size="sm" c="red.9" data-testid="crossing-reason">
            {i18n._('Rejected: {reason}', { reason: shown.reason })}
          </Text>
        ) : null}
        {shown.file ? (
          <Group gap={6} wrap="nowrap" miw={0}>
            <IconPaperclip size={14} aria-hidden="true" style={{ flexShrink: 0 }} />
            <Anchor href={`${apiBaseUrl}${shown.file.url}`} target="_blank" rel="noopener" size="sm" truncate>
              {shown.file.name}
            </Anchor>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {i18n._('{size} KB', { size: fmt.number(Math.max(1, Math.round(shown.file.size / 1024))) })}
            </Text>
          </Group>
        ) : null}
        <ProvidedData item={shown} />

        {editing ? (
          <Suspense fallback={<Skeleton height={120} radius="md" aria-busy="true" />}>
            <CrossingPaperForm
              item={shown}
              saving={savingForm}
              error={error}
              fieldErrors={fieldErrors}
              onSubmit={(body) => actor.send({ type: 'form.submitted', body })}
              onCancel={() => actor.send({ type: 'form.cancelled' })}
            />
          </Suspense>
        ) : canProvide || canRemove || busy ? (
          <Group gap="xs">
            {canProvide || busy ? (
              shown.input === 'file' ? (
                <FileButton onChange={(file) => file && actor.send({ type: 'file.selected', file })} accept={acceptOf(CROSSING_FILE_TYPES)}>
                  {(props) => (
                    <Button {...props} size="compact-sm" variant={shown.status === 'uploaded' ? 'default' : 'filled'} leftSection={<IconFileUpload size={14} />} loading={busy} disabled={!canProvide}>
                      {provideLabel}
                    </Button>
                  )}
                </FileButton>
              ) : (
                <Button size="compact-sm" variant={shown.status === 'uploaded' ? 'default' : 'filled'} leftSection={<IconEdit size={14} />} loading={busy} disabled={!canProvide} onClick={() => actor.send({ type: 'form.opened' })}>
                  {provideLabel}
                </Button>
              )
            ) : null}
            {canRemove ? (
              <Button size="compact-sm" variant="subtle" c="red.9" leftSection={<IconTrash size={14} />} disabled={busy} onClick={() => actor.send({ type: 'remove.requested' })}>
                {i18n._('Remove')}
              </Button>
            ) : null}
          </Group>
        ) : null}
        {shown.input === 'file' && canProvide && !busy ? (
          <Text size="xs" c="dimmed">
            {i18n._('{formats}, less than 2MB.', { formats: fmt.orList(CROSSING_FILE_TYPES.map((type) => formatNames([type]))) })}
          </Text>
        ) : null}
        {editing ? null : <ErrorNote message={error} testId={`crossing-error-${shown.kind}`} />}
      </Stack>
    </li>
  );
}

/** A form paper's data as provided: the goods' lines, the broker and pedimento, the entry number. */
function ProvidedData({ item }: { item: CrossingChecklistItem }) {
  const i18n = useI18n();
  if (item.data === null || item.input === 'file') return null;
  const data = item.data as { goods?: readonly { description: string }[]; brokerName?: string; patent?: string; pedimento?: string; entryNum?: string };
  let text = '';
  if (item.input === 'cartaPorte') text = i18n._('{count, plural, one {# line of goods} other {# lines of goods}}: {first}', { count: data.goods?.length ?? 0, first: data.goods?.[0]?.description ?? '' });
  else if (item.input === 'customsBroker')
    text = data.pedimento
      ? i18n._('{broker}, patent {patent}, pedimento {pedimento}', { broker: data.brokerName ?? '', patent: data.patent ?? '', pedimento: data.pedimento })
      : i18n._('{broker}, patent {patent}; pedimento not assigned yet', { broker: data.brokerName ?? '', patent: data.patent ?? '' });
  else text = data.entryNum ?? '';
  return (
    <Text size="sm" data-testid="crossing-data" className={classes.data}>
      {text}
    </Text>
  );
}
