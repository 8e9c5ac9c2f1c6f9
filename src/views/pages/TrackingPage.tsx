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
import { formatDate, formatDateTime, mapLinkOf } from '../../machines/orderDisplay';
import { trackingMachine, trackingViewOf } from '../../machines/trackingMachine';
import { ORDER_LIFE_CYCLE, ORDER_STATUS_RULES, type OrderStatus } from '../../schemas/orderStatus';
import type { PublicTracking, TrackingStop } from '../../schemas/tracking';
import { useAppConfig } from '../AppConfigContext';
import { LoadFailed } from '../components/LoadFailed';
import { Logo } from '../components/Logo';
import { useAppActor } from '../inspection';
import { Detail, OrderSection } from '../orders/OrderSection';
import { OrderTimeline } from '../orders/OrderTimeline';
import type { PageProps } from '../PageProps';
import classes from './TrackingPage.module.css';

/** /track/{token}: the shipment a customer shared, for anyone with the link. A new token is a new page. */
export default function TrackingPage({ params }: PageProps) {
  const token = params.token ?? '';
  return <TrackingView key={token} token={token} />;
}

function TrackingView({ token }: { token: string }) {
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
                {refreshing ? 'Updating…' : 'Live'}
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
                Shipment tracking
              </Title>
            }
          />
        ) : (
          <LinkEnded view={view as 'notFound' | 'revoked' | 'expired'} message={message} />
        )}
      </Container>
      <Box component="footer" py="lg">
        <Text size="xs" c="dimmed" ta="center">
          Shared through Cargo Connects · cross-border freight between the US and Mexico
        </Text>
      </Box>
    </div>
  );
}

const ENDED = {
  notFound: { title: 'Tracking link not found', icon: <IconSearch size={28} />, color: 'gray' },
  revoked: { title: 'This tracking link was revoked', icon: <IconLinkOff size={28} />, color: 'red' },
  expired: { title: 'This tracking link has expired', icon: <IconClockX size={28} />, color: 'orange' },
} as const;

/** A link that does not open: what happened, in the server's words, and nothing of the order. */
function LinkEnded({ view, message }: { view: keyof typeof ENDED; message: string | null }) {
  const { title, icon, color } = ENDED[view];
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={560} mx="auto" mt="xl" ta="center" data-testid={`tracking-${view}`}>
      <ThemeIcon size={56} radius="xl" variant="light" color={`${color}.9`} mx="auto" mb="md" aria-hidden="true">
        {icon}
      </ThemeIcon>
      <Title order={1} fz={{ base: 22, sm: 26 }} mb="sm">
        {title}
      </Title>
      <Text c="dimmed" data-testid="tracking-message">
        {message}
      </Text>
      <Anchor component={Link} href="/" fw={600} size="sm" mt="lg" display="inline-block">
        Go to Cargo Connects
      </Anchor>
    </Paper>
  );
}

function TrackingSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading the shipment">
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
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" size="lg" radius="sm" data-testid="status-badge" data-status={status} style={{ flexShrink: 0 }}>
      {ORDER_STATUS_RULES[status].label}
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
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={4} miw={0}>
              <Text size="sm" c="dimmed" fw={500}>
                Shipment <span style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>{tracking.movementId}</span>
              </Text>
              <Title order={1} fz={{ base: 24, sm: 32 }} className={classes.routeLine} data-testid="tracking-route">
                <span>{from ? from.city : '—'}</span>
                <IconArrowRight size={26} aria-label="to" color="var(--mantine-color-brand-8)" />
                <span>{to ? to.city : '—'}</span>
              </Title>
              <Text size="sm" c="dimmed">
                {tracking.service} · {tracking.mode} · {tracking.totalKm.toLocaleString('en-US')} km via {tracking.crossing.title}
              </Text>
            </Stack>
            <PublicStatusBadge status={tracking.status} />
          </Group>
          <Progress value={progressOf(tracking)} color={tracking.status === 'Cancelled' ? 'gray.6' : completed ? 'teal.8' : 'brand.8'} size="md" radius="xl" aria-label={`Progress: ${ORDER_STATUS_RULES[tracking.status].label}`} />
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
            <Fact label="Scheduled pickup" testId="tracking-schedule">
              {tracking.schedule ? `${formatDate(tracking.schedule.date)} at ${tracking.schedule.time}` : 'As soon as possible'}
            </Fact>
            {completed ? (
              <Fact label="Delivered" testId="tracking-delivered">
                {formatDateTime(tracking.deliveredAt)}
              </Fact>
            ) : (
              <Fact label="Estimated arrival" testId="tracking-eta">
                {tracking.estimatedArrival ? formatDateTime(tracking.estimatedArrival) : 'Once the truck is on its way'}
              </Fact>
            )}
            <Fact label="Carrier" testId="tracking-carrier">
              {tracking.carrier ? (
                <>
                  {tracking.carrier.name}
                  <Text size="xs" c="dimmed" component="span" display="block">
                    Truck {tracking.carrier.truckPlate}
                  </Text>
                </>
              ) : (
                'Being assigned'
              )}
            </Fact>
            <Fact label="Last update">{formatDateTime(tracking.updatedAt)}</Fact>
          </SimpleGrid>
        </Stack>
      </Paper>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <OrderSection title={completed ? 'Where it was delivered' : 'Where the truck is'} icon={<IconTruckDelivery size={18} />} testId="tracking-location">
              <LastLocation tracking={tracking} />
            </OrderSection>
            <OrderSection title="Route" icon={<IconRoute size={18} />}>
              <Timeline bulletSize={26} lineWidth={2} active={tracking.stops.length + 1} color="gray.4">
                {pickups.map((stop, i) => (
                  <Timeline.Item key={`p${i}`} bullet={<IconPackage size={14} color="var(--mantine-color-brand-8)" />} title={<StopTitle kind="Pickup" stop={stop} />} />
                ))}
                <Timeline.Item bullet={<IconBuildingBridge size={14} color="var(--mantine-color-indigo-9)" />} title={<Text size="sm" fw={600}>Border crossing</Text>}>
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
            <OrderSection title="Status" icon={<IconTimeline size={18} />}>
              <OrderTimeline order={tracking} />
            </OrderSection>
            {tracking.proofOfDelivery ? <ProofOfDelivery proof={tracking.proofOfDelivery} /> : null}
          </Stack>
        </Grid.Col>
      </Grid>

      <Text size="xs" c="dimmed" ta="center">
        This page updates by itself as the shipment moves.
        {tracking.expiresAt ? ` The link works until ${formatDateTime(tracking.expiresAt)}.` : ''}
      </Text>
    </Stack>
  );
}

function StopTitle({ kind, stop }: { kind: 'Pickup' | 'Delivery'; stop: TrackingStop }) {
  return (
    <Group gap={8}>
      <Text size="sm" fw={600}>
        {placeOf(stop)}
      </Text>
      <Text size="xs" c="dimmed">
        {kind} · {stop.country === 'MX' ? 'Mexico' : 'United States'}
      </Text>
    </Group>
  );
}

function LastLocation({ tracking }: { tracking: PublicTracking }) {
  const position = tracking.lastLocation;
  if (!position) {
    return (
      <Group gap={8} wrap="nowrap">
        <IconMapPinSearch size={18} color="var(--mantine-color-gray-7)" aria-hidden="true" />
        <Text size="sm" c="dimmed">
          {tracking.carrier ? 'The truck has not reported a location yet.' : 'The truck reports its location here once a carrier takes the load.'}
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
        Reported {formatDateTime(position.updatedAt)}
      </Text>
      <Anchor href={mapLinkOf(position)} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
        <Group gap={4} component="span" wrap="nowrap">
          Open in map <IconExternalLink size={14} aria-hidden="true" />
        </Group>
      </Anchor>
    </Stack>
  );
}

function ProofOfDelivery({ proof }: { proof: NonNullable<PublicTracking['proofOfDelivery']> }) {
  const { apiBaseUrl } = useAppConfig();
  return (
    <OrderSection title="Proof of delivery" icon={<IconFileCertificate size={18} />} testId="tracking-proof">
      <Stack gap="sm">
        <Text size="sm">Issued at delivery on {formatDateTime(proof.uploadedAt)}.</Text>
        <Button component="a" href={`${apiBaseUrl.replace(/\/+$/, '')}${proof.url}`} target="_blank" rel="noopener noreferrer" variant="light" leftSection={<IconFileCertificate size={16} />}>
          View proof of delivery
        </Button>
      </Stack>
    </OrderSection>
  );
}
