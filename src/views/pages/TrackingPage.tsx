import { Anchor, Badge, Box, Button, Container, Grid, Group, Paper, Progress, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconBuildingBridge,
  IconClockX,
  IconExternalLink,
  IconFileCertificate,
  IconLinkOff,
  IconMapPin,
  IconMapPinSearch,
  IconPackage,
  IconRoute,
  IconSearch,
  IconTimeline,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatsFor, mapLinkOf } from '../../machines/orderDisplay';
import { trackingMachine, trackingViewOf } from '../../machines/trackingMachine';
import { ORDER_LIFE_CYCLE, ORDER_STATUS_RULES, type OrderStatus } from '../../schemas/orderStatus';
import type { PublicTracking, TrackingStop } from '../../schemas/tracking';
import { useAppConfig } from '../AppConfigContext';
import { LoadFailed } from '../components/LoadFailed';
import { RichText } from '../components/RichText';
import { Logo } from '../components/Logo';
import { useAppActor } from '../inspection';
import { Detail, OrderSection } from '../orders/OrderSection';
import { OrderTimeline } from '../orders/OrderTimeline';
import type { PageProps } from '../PageProps';
import { useI18n, useMessage } from '../useI18n';
import classes from './TrackingPage.module.css';

/** /track/{token}: the shipment a customer shared, for anyone with the link. A new token is a new page. */
export default function TrackingPage({ params }: PageProps) {
  const token = params.token ?? '';
  return <TrackingView key={token} token={token} />;
}

function TrackingView({ token }: { token: string }) {
  const i18n = useI18n();
  const actor = useAppActor(trackingMachine, { input: { token } });
  const view = useSelector(actor, trackingViewOf);
  const tracking = useSelector(actor, (s) => s.context.tracking);
  const message = useSelector(actor, (s) => s.context.message);
  const refreshing = useSelector(actor, (s) => s.matches({ shown: 'refreshing' }));

  return (
    <div className={classes.page}>
      <Box component="header" className={classes.header}>
        <Container size="lg" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <Logo />
            {view === 'shown' ? (
              <Badge variant="light" color="teal.9" size="lg" radius="xl" leftSection={<span className={classes.dot} aria-hidden="true" />} data-testid="tracking-live">
                {refreshing ? i18n._('Updating…') : i18n._('Live')}
              </Badge>
            ) : null}
          </Group>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 'lg', sm: 'xl' }} component="main" className={classes.main}>
        {view === 'shown' && tracking ? (
          <Shipment tracking={tracking} />
        ) : view === 'loading' ? (
          <TrackingSkeleton />
        ) : view === 'failed' ? (
          <LoadFailed
            maw={560}
            message={message}
            onRetry={() => actor.send({ type: 'retry' })}
            heading={
              <Title order={1} fz="xl" mb="md" ta="center">
                {i18n._('Shipment tracking')}
              </Title>
            }
          />
        ) : (
          <LinkEnded view={view as 'notFound' | 'revoked' | 'expired'} message={message} />
        )}
      </Container>
      <Box component="footer" py="lg" px="md">
        <Text size="xs" c="dimmed" ta="center">
          {i18n._('Shared through Cargo Connects · cross-border freight between the US and Mexico')}
        </Text>
      </Box>
    </div>
  );
}

const ENDED = {
  notFound: { title: /*i18n*/ { id: 'Tracking link not found' }, icon: <IconSearch size={28} />, color: 'gray' },
  revoked: { title: /*i18n*/ { id: 'This tracking link was revoked' }, icon: <IconLinkOff size={28} />, color: 'red' },
  expired: { title: /*i18n*/ { id: 'This tracking link has expired' }, icon: <IconClockX size={28} />, color: 'orange' },
} as const;

/** A link that does not open: what happened, in the server's words, and nothing of the order. */
function LinkEnded({ view, message }: { view: keyof typeof ENDED; message: string | null }) {
  const i18n = useI18n();
  const translate = useMessage();
  const { title, icon, color } = ENDED[view];
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={560} mx="auto" mt="xl" ta="center" data-testid={`tracking-${view}`}>
      <ThemeIcon size={56} radius="xl" variant="light" color={`${color}.9`} mx="auto" mb="md" aria-hidden="true">
        {icon}
      </ThemeIcon>
      <Title order={1} fz={{ base: 22, sm: 26 }} mb="sm">
        {i18n._(title)}
      </Title>
      <Text c="dimmed" data-testid="tracking-message">
        {message === null ? null : translate(message)}
      </Text>
      <Anchor component={Link} href="/" fw={600} size="sm" mt="lg" display="inline-block">
        {i18n._('Go to Cargo Connects')}
      </Anchor>
    </Paper>
  );
}

function TrackingSkeleton() {
  const i18n = useI18n();
  return (
    <Stack gap="lg" aria-busy="true" aria-label={i18n._('Loading the shipment')}>
      <Skeleton height={190} radius="lg" />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton height={280} radius="lg" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton height={280} radius="lg" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

// Shade 9 through the theme's light variant (a pale tint, darkened text): AA on white. The order
// page's StatusBadge tints fail axe's contrast check for Completed here.
const STATUS_COLORS: Record<OrderStatus, string> = { NewAssignments: 'orange.9', Pending: 'brand.9', InProgress: 'indigo.9', Completed: 'teal.9', Cancelled: 'gray.8' };

function PublicStatusBadge({ status }: { status: OrderStatus }) {
  const translate = useMessage();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" size="lg" radius="sm" data-testid="status-badge" data-status={status} style={{ flexShrink: 0 }}>
      {translate(ORDER_STATUS_RULES[status].label)}
    </Badge>
  );
}

const placeOf = (stop: Pick<TrackingStop, 'city' | 'state'>): string => `${stop.city}, ${stop.state}`;

/** How far along the life cycle it is: 25% looking for a carrier … 100% delivered. */
function progressOf(tracking: PublicTracking): number {
  const step = ORDER_STATUS_RULES[tracking.status].lifeCycleStep;
  return step === null ? 0 : ((step + 1) / ORDER_LIFE_CYCLE.length) * 100;
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className={classes.fact} data-testid={testId}>
      <Detail label={label}>{children}</Detail>
    </div>
  );
}

function Shipment({ tracking }: { tracking: PublicTracking }) {
  const pickups = tracking.stops.filter((s) => s.kind === 'pickup');
  const drops = tracking.stops.filter((s) => s.kind === 'drop');
  const from = pickups[0];
  const to = drops[drops.length - 1];
  const completed = tracking.status === 'Completed';
  const i18n = useI18n();
  const translate = useMessage();
  const formats = formatsFor(i18n.locale);
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={4} miw={0}>
              <Text size="sm" c="dimmed" fw={500}>
                <RichText text={i18n._('Shipment <0>{movementId}</0>', { movementId: tracking.movementId })} components={[<span key="movement-id" style={{ fontFamily: 'var(--mantine-font-family-monospace)' }} />]} />
              </Text>
              <Title order={1} fz={{ base: 24, sm: 32 }} className={classes.routeLine} data-testid="tracking-route">
                <span>{from ? from.city : '—'}</span>
                <IconArrowRight size={26} aria-label={i18n._('to')} color="var(--mantine-color-brand-8)" />
                <span>{to ? to.city : '—'}</span>
              </Title>
              <Text size="sm" c="dimmed">
                {i18n._('{service} · {mode} · {distance} km via {crossing}', { service: translate(tracking.service), mode: translate(tracking.mode), distance: formats.number(tracking.totalKm), crossing: tracking.crossing.title })}
              </Text>
            </Stack>
            <PublicStatusBadge status={tracking.status} />
          </Group>
          <Progress value={progressOf(tracking)} color={tracking.status === 'Cancelled' ? 'gray.6' : completed ? 'teal.8' : 'brand.8'} size="md" radius="xl" aria-label={i18n._('Progress: {status}', { status: translate(ORDER_STATUS_RULES[tracking.status].label) })} />
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
            <Fact label={i18n._('Scheduled pickup')} testId="tracking-schedule">
              {tracking.schedule ? i18n._('{date} at {time}', { date: formats.date(tracking.schedule.date), time: tracking.schedule.time }) : i18n._('As soon as possible')}
            </Fact>
            {completed ? (
              <Fact label={i18n._('Delivered')} testId="tracking-delivered">
                {formats.dateTime(tracking.deliveredAt)}
              </Fact>
            ) : (
              <Fact label={i18n._('Estimated arrival')} testId="tracking-eta">
                {tracking.estimatedArrival ? formats.dateTime(tracking.estimatedArrival) : i18n._('Once the truck is on its way')}
              </Fact>
            )}
            <Fact label={i18n._('Carrier')} testId="tracking-carrier">
              {tracking.carrier ? (
                <>
                  {tracking.carrier.name}
                  <Text size="xs" c="dimmed" component="span" display="block">
                    {i18n._('Truck {plate}', { plate: tracking.carrier.truckPlate })}
                  </Text>
                </>
              ) : (
                i18n._('Being assigned')
              )}
            </Fact>
            <Fact label={i18n._('Last update')}>{formats.dateTime(tracking.updatedAt)}</Fact>
          </SimpleGrid>
        </Stack>
      </Paper>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <OrderSection title={completed ? i18n._('Where it was delivered') : i18n._('Where the truck is')} icon={<IconTruckDelivery size={18} />} testId="tracking-location">
              <LastLocation tracking={tracking} />
            </OrderSection>
            <OrderSection title={i18n._('Route')} icon={<IconRoute size={18} />}>
              <Timeline bulletSize={26} lineWidth={2} active={tracking.stops.length + 1} color="gray.4">
                {pickups.map((stop, i) => (
                  <Timeline.Item key={`p${i}`} bullet={<IconPackage size={14} color="var(--mantine-color-brand-8)" />} title={<StopTitle kind="Pickup" stop={stop} />} />
                ))}
                <Timeline.Item bullet={<IconBuildingBridge size={14} color="var(--mantine-color-indigo-9)" />} title={<Text size="sm" fw={600}>{i18n._('Border crossing')}</Text>}>
                  <Text size="sm" c="dimmed">
                    {tracking.crossing.title}
                    {tracking.crossing.city ? ` · ${tracking.crossing.city}` : ''}
                  </Text>
                </Timeline.Item>
                {drops.map((stop, i) => (
                  <Timeline.Item key={`d${i}`} bullet={<IconMapPin size={14} color="var(--mantine-color-teal-9)" />} title={<StopTitle kind="Delivery" stop={stop} />} />
                ))}
              </Timeline>
            </OrderSection>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <OrderSection title={i18n._('Status')} icon={<IconTimeline size={18} />}>
              <OrderTimeline order={tracking} />
            </OrderSection>
            {tracking.proofOfDelivery ? <ProofOfDelivery proof={tracking.proofOfDelivery} /> : null}
          </Stack>
        </Grid.Col>
      </Grid>

      <Text size="xs" c="dimmed" ta="center">
        {tracking.expiresAt
          ? i18n._('This page updates by itself as the shipment moves. The link works until {date}.', { date: formats.dateTime(tracking.expiresAt) })
          : i18n._('This page updates by itself as the shipment moves.')}
      </Text>
    </Stack>
  );
}

function StopTitle({ kind, stop }: { kind: 'Pickup' | 'Delivery'; stop: TrackingStop }) {
  const i18n = useI18n();
  return (
    <Group gap={8}>
      <Text size="sm" fw={600}>
        {placeOf(stop)}
      </Text>
      <Text size="xs" c="dimmed">
        {kind === 'Pickup' ? i18n._('Pickup') : i18n._('Delivery')} · {stop.country === 'MX' ? i18n._('Mexico') : i18n._('United States')}
      </Text>
    </Group>
  );
}

function LastLocation({ tracking }: { tracking: PublicTracking }) {
  const i18n = useI18n();
  const formats = formatsFor(i18n.locale);
  const position = tracking.lastLocation;
  if (!position) {
    return (
      <Group gap={8} wrap="nowrap">
        <IconMapPinSearch size={18} color="var(--mantine-color-gray-7)" aria-hidden="true" />
        <Text size="sm" c="dimmed">
          {tracking.carrier ? i18n._('The truck has not reported a location yet.') : i18n._('The truck reports its location here once a carrier takes the load.')}
        </Text>
      </Group>
    );
  }
  return (
    <Stack gap={6}>
      <Text fw={600} data-testid="tracking-location-label">
        {position.label}
      </Text>
      <Text size="xs" c="dimmed">
        {i18n._('Reported {date}', { date: formats.dateTime(position.updatedAt) })}
      </Text>
      <Anchor href={mapLinkOf(position)} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
        <Group gap={4} component="span" wrap="nowrap">
          {i18n._('Open in map')} <IconExternalLink size={14} aria-hidden="true" />
        </Group>
      </Anchor>
    </Stack>
  );
}

function ProofOfDelivery({ proof }: { proof: NonNullable<PublicTracking['proofOfDelivery']> }) {
  const { apiBaseUrl } = useAppConfig();
  const i18n = useI18n();
  const formats = formatsFor(i18n.locale);
  return (
    <OrderSection title={i18n._('Proof of delivery')} icon={<IconFileCertificate size={18} />} testId="tracking-proof">
      <Stack gap="sm">
        <Text size="sm">{i18n._('Issued at delivery on {date}.', { date: formats.dateTime(proof.uploadedAt) })}</Text>
        <Button component="a" href={`${apiBaseUrl.replace(/\/+$/, '')}${proof.url}`} target="_blank" rel="noopener noreferrer" variant="light" leftSection={<IconFileCertificate size={16} />}>
          {i18n._('View proof of delivery')}
        </Button>
      </Stack>
    </OrderSection>
  );
}
