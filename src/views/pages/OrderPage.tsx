import { lazy, Suspense, useState } from 'react';
import { Anchor, Button, Center, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconBan,
  IconCreditCard,
  IconDownload,
  IconFileDescription,
  IconHash,
  IconListDetails,
  IconReceipt,
  IconRepeat,
  IconRoute,
  IconStar,
  IconTimeline,
  IconTruck,
} from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { Link, useSearch } from 'wouter';
import { bookAgainHref, cancelledOn, createdOn, delayWarningOf, isPastOrder, paymentWords, receiptOf } from '../../machines/orderDisplay';
import type { PaymentActor } from '../../machines/paymentMachine';
import { orderChecks, orderMachine, type OrderSnapshot } from '../../machines/orderMachine';
import type { Order } from '../../schemas/order';
import { isEntryNumEditable } from '../../schemas/orderStatus';
import { useAppConfig } from '../AppConfigContext';
import { useAppEffects } from '../AppEffectsContext';
import { ErrorPage } from '../components/ErrorPage';
import { useAppActor } from '../inspection';
import { DelayAlert } from '../orders/DelayWarning';
import type { DocumentsState } from '../orders/DocumentsPanel';
import type { LocationState } from '../orders/OperatorLocationCard';
import { OrderRouteDetails } from '../orders/OrderRouteDetails';
import { OrderSection } from '../orders/OrderSection';
import { OrderTimeline } from '../orders/OrderTimeline';
import { PriceBreakdown } from '../orders/PriceBreakdown';
import { ServiceDetails } from '../orders/ServiceDetails';
import { StatusBadge } from '../orders/StatusBadge';
import { PaymentBadge } from '../orders/PaymentBadge';
import { useNotificationsActor } from '../NotificationsContext';
import { useProfile } from '../SessionContext';
import { requestsServices } from '../../machines/accountRules';
import type { PageProps } from '../PageProps';
import { LoadFailed } from '../components/LoadFailed';
import { RichText } from '../components/RichText';
import { useFormats } from '../useFormats';
import { useI18n, useMessage } from '../useI18n';
import classes from './OrderPage.module.css';

// Parts not every visit needs load in their own chunks: documents (upload), rating, the
// share links, cancelling and paying. The page's summary shows without them.
const DocumentsPanel = lazy(() => import('../orders/DocumentsPanel').then((m) => ({ default: m.DocumentsPanel })));
// The entry number's form validates with its schema (Effect): its own chunk, like the other forms here.
const EntryNumberForm = lazy(() => import('../orders/EntryNumberForm').then((m) => ({ default: m.EntryNumberForm })));
// The crossing's papers: their machines, the checklist and its uploads.
const CrossingSection = lazy(() => import('../orders/CrossingSection').then((m) => ({ default: m.CrossingSection })));
const RatingForm = lazy(() => import('../orders/RatingForm').then((m) => ({ default: m.RatingForm })));
const RatingSummary = lazy(() => import('../orders/RatingSummary').then((m) => ({ default: m.RatingSummary })));
const ShareTrackingSection = lazy(() => import('../orders/ShareTrackingPanel').then((m) => ({ default: m.ShareTrackingSection })));
const CancelOrderModal = lazy(() => import('../orders/CancelOrderModal').then((m) => ({ default: m.CancelOrderModal })));
// The dialog (Modal: focus trap, scroll lock) and the payment form come when the customer pays.
const OperatorLocationCard = lazy(() => import('../orders/OperatorLocationCard').then((m) => ({ default: m.OperatorLocationCard })));
const PaymentModal = lazy(() => import('../payment/PaymentModal').then((m) => ({ default: m.PaymentModal })));

/** A part of the page whose code is on its way: busy, so assistive technology (and the tests) wait for it. */
const sectionLoading = (height: number) => <Skeleton height={height} radius="md" aria-busy="true" />;

/** /my-orders/service/{id} (spec route.order-from-notification). A new id is a new page: a fresh actor. */
export default function OrderPage({ params }: PageProps) {
  const movementId = params.id ?? '';
  // ?pay=now: Pay now from the order list opens the payment at once.
  const payOnOpen = new URLSearchParams(useSearch()).get('pay') === 'now';
  return <OrderView key={movementId} movementId={movementId} payOnOpen={payOnOpen} />;
}

type OrderActor = ReturnType<typeof useOrderActor>;

function useOrderActor(movementId: string, payOnOpen = false) {
  const { showToast } = useAppEffects();
  const feed = useNotificationsActor();
  // Issue 17.4: the role decides which offers exist (the machine's guards, orderChecks).
  const accessLevel = useProfile()?.accessLevel;
  return useAppActor(
    orderMachine.provide({
      actions: {
        toast: (_, { message, type }) => showToast({ message, type }),
      },
    }),
    { input: { movementId, feed, payOnOpen, ...(accessLevel ? { accessLevel } : {}) } },
  );
}

const regionState = <R extends string>(s: OrderSnapshot, region: string): R => {
  const value = s.value as { loaded?: Record<string, string> } | string;
  return (typeof value === 'object' && value.loaded ? value.loaded[region] : '') as R;
};

function OrderView({ movementId, payOnOpen }: { movementId: string; payOnOpen: boolean }) {
  const i18n = useI18n();
  const actor = useOrderActor(movementId, payOnOpen);
  const top = useSelector(actor, (s) => (typeof s.value === 'string' ? s.value : 'loaded'));
  const order = useSelector(actor, (s) => s.context.order);
  const error = useSelector(actor, (s) => s.context.error);

  // An unknown id and another company's order look the same: the app's not-found page.
  if (top === 'notFound') return <ErrorPage embedded status={404} message={i18n._('This page could not be found')} />;
  if (top === 'failed') {
    return (
      <LoadFailed
        maw={560}
        message={error}
        onRetry={() => actor.send({ type: 'retry' })}
        heading={
          <Title order={1} fz="xl" mb="md">
            {i18n._('Order {movementId}', { movementId })}
          </Title>
        }
      />
    );
  }
  if (top === 'loading' || !order) return <OrderSkeleton movementId={movementId} />;
  return <LoadedOrder actor={actor} order={order} />;
}

function BackToOrders() {
  const i18n = useI18n();
  return (
    <Anchor component={Link} href="/my-orders" size="sm" fw={600} style={{ alignSelf: 'flex-start' }}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden="true" /> {i18n._('My orders')}
      </Group>
    </Anchor>
  );
}

function OrderSkeleton({ movementId }: { movementId: string }) {
  const i18n = useI18n();
  return (
    <Stack gap="lg" aria-busy="true" aria-label={i18n._('Loading order {movementId}', { movementId })}>
      <BackToOrders />
      <Skeleton height={34} width={280} />
      <div className={classes.columns}>
        <div>
          <Stack gap="lg">
            <Skeleton height={200} radius="lg" />
            <Skeleton height={140} radius="lg" />
          </Stack>
        </div>
        <div>
          <Stack gap="lg">
            <Skeleton height={240} radius="lg" />
            <Skeleton height={160} radius="lg" />
          </Stack>
        </div>
      </div>
      <Center>
        <Loader size="sm" aria-hidden="true" />
      </Center>
    </Stack>
  );
}

function LoadedOrder({ actor, order }: { actor: OrderActor; order: Order }) {
  const i18n = useI18n();
  const translate = useMessage();
  const fmt = useFormats();
  const { apiBaseUrl } = useAppConfig();
  const profile = useProfile();
  const checks = orderChecks(order, useSelector(actor, (s) => s.context.level));
  const cancelState = useSelector(actor, (s) => regionState<'idle' | 'confirming' | 'cancelling' | 'failed'>(s, 'cancel'));
  const cancelOpen = cancelState === 'confirming' || cancelState === 'cancelling' || cancelState === 'failed';
  // The dialog's code (Modal, focus trap, scroll lock) loads when Cancel is first asked; mounted from
  // then on, so it closes and gives focus back as a dialog does.
  const [cancelAsked, setCancelAsked] = useState(false);
  if (cancelOpen && !cancelAsked) setCancelAsked(true);
  const cancelError = useSelector(actor, (s) => s.context.cancelError);
  const canConfirmCancel = useSelector(actor, (s) => s.can({ type: 'cancel.confirmed' }));
  // The checkout's code comes at the first Pay now: the button is busy meanwhile.
  const openingCheckout = useSelector(actor, (s) => s.matches({ loaded: { payment: { paying: 'loading' } } }));
  const rating = useSelector(actor, (s) => ({ submitting: regionState(s, 'rating') === 'submitting', error: s.context.ratingError, fieldErrors: s.context.ratingFieldErrors }), shallowRating);
  const entry = useSelector(actor, (s) => ({ saving: regionState(s, 'entryNum') === 'saving', error: s.context.entryNumError, fieldErrors: s.context.entryNumFieldErrors }), shallowRating);
  const documentsState = useSelector(actor, (s) => regionState<DocumentsState>(s, 'documents'));
  const documents = useSelector(actor, (s) => s.context.documents);
  const documentsError = useSelector(actor, (s) => s.context.documentsError);
  const uploadError = useSelector(actor, (s) => s.context.uploadError);
  const uploadKind = useSelector(actor, (s) => s.context.uploadKind);
  const locationState = useSelector(actor, (s) => regionState<LocationState>(s, 'location'));
  const location = useSelector(actor, (s) => s.context.location);
  const locationError = useSelector(actor, (s) => s.context.locationError);
  const refreshing = useSelector(actor, (s) => regionState(s, 'sync') === 'refreshing');
  const delay = delayWarningOf(order);
  // Papers change while the order takes changes (the entry number's rule), by a role that may change orders.
  const crossingLock = checks.entryNumEditable ? null : isEntryNumEditable(order.status) ? 'role' : 'closed';
  const crossing = (
    <Suspense fallback={sectionLoading(220)}>
      <CrossingSection movementId={order.movementId} locked={crossingLock} />
    </Suspense>
  );

  return (
    <Stack gap="lg">
      <BackToOrders />
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} miw={0}>
          <Group gap="sm" align="center">
            <Title order={1} fz={{ base: 22, sm: 28 }} data-testid="order-title">
              <RichText text={i18n._('Order <0/>')} components={[<span key="movementId" style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>{order.movementId}</span>]} />
            </Title>
            {checks.payable ? <PaymentBadge status={order.paymentStatus} size="lg" /> : <StatusBadge status={order.status} size="lg" />}
            {refreshing ? <Loader size="xs" aria-label={i18n._('Updating')} /> : null}
          </Group>
          <Text c="dimmed" size="sm">
            {i18n._('Ref. {reference}', { reference: order.userReference })} · {translate(order.service.title)} · {i18n._('Booked {date}', { date: createdOn(order, fmt) })}
          </Text>
        </Stack>
        {checks.cancellable ? (
          <Button variant="default" c="red.9" leftSection={<IconBan size={16} />} onClick={() => actor.send({ type: 'cancel.requested' })}>
            {i18n._('Cancel order')}
          </Button>
        ) : null}
        {isPastOrder(order) && requestsServices(profile) ? (
          <Button component={Link} href={bookAgainHref(order.movementId)} leftSection={<IconRepeat size={16} />}>
            {i18n._('Book again')}
          </Button>
        ) : null}
      </Group>

      {delay ? <DelayAlert warning={delay} /> : null}

      <div className={classes.columns}>
        {/* DOM order is visual order at every width (focus follows what is seen): no CSS reordering. */}
        <div>
          <Stack gap="lg">
            <OrderSection title={i18n._('Payment')} icon={<IconCreditCard size={18} />} testId="payment-section">
              <PaymentSummary order={order} payable={checks.payable} opening={openingCheckout} onPay={() => actor.send({ type: 'payment.started' })} />
            </OrderSection>
            <OrderSection title={i18n._('Status')} icon={<IconTimeline size={18} />}>
              <OrderTimeline order={order} />
            </OrderSection>
            {checks.sharesTracking ? (
              <Suspense fallback={sectionLoading(48)}>
                <ShareTrackingSection movementId={order.movementId} status={order.status} />
              </Suspense>
            ) : null}
            {order.rating ? (
              <OrderSection title={i18n._('Your rating')} icon={<IconStar size={18} />}>
                <Suspense fallback={sectionLoading(48)}>
                  <RatingSummary rating={order.rating} />
                </Suspense>
              </OrderSection>
            ) : checks.rateable ? (
              <OrderSection title={i18n._('Rate this service')} icon={<IconStar size={18} />}>
                <Suspense fallback={sectionLoading(120)}>
                  <RatingForm submitting={rating.submitting} error={rating.error} fieldErrors={rating.fieldErrors} onSubmit={(value) => actor.send({ type: 'rating.submitted', rating: value })} />
                </Suspense>
              </OrderSection>
            ) : null}
            <OrderSection title={i18n._('Carrier and operator')} icon={<IconTruck size={18} />}>
              {order.status === 'Cancelled' && order.carrier === null ? (
                <Text size="sm" c="dimmed" data-testid="carrier-cancelled">
                  {i18n._('This order was cancelled on {date}, so no carrier will take it.', { date: cancelledOn(order, fmt) ?? '' })}
                </Text>
              ) : order.carrier === null ? (
                <Text size="sm" c="dimmed" data-testid="carrier-unassigned">
                  {i18n._('We are looking for a carrier. The carrier, the operator and their location show here once one accepts the load.')}
                </Text>
              ) : (
                <Suspense fallback={sectionLoading(150)}>
                  <OperatorLocationCard carrier={order.carrier} location={location} state={locationState} error={locationError} onRefresh={() => actor.send({ type: 'location.refreshed' })} />
                </Suspense>
              )}
            </OrderSection>
            {/* Northbound, the US entry number is a paper of the crossing's checklist. */}
            {order.service._id === 'northbound' ? null : (
            <OrderSection title={i18n._('Entry number')} icon={<IconHash size={18} />} testId="entry-number-section">
              <Suspense fallback={sectionLoading(36)}>
                <EntryNumberForm
                  key={order.entryNum ?? ''}
                  entryNum={order.entryNum}
                  editable={checks.entryNumEditable}
                  saving={entry.saving}
                  error={entry.error}
                  fieldErrors={entry.fieldErrors}
                  onSubmit={(body) => actor.send({ type: 'entryNum.submitted', body })}
                />
              </Suspense>
            </OrderSection>
            )}
          </Stack>
        </div>

        <div>
          <Stack gap="lg">
            {/* Before the pickup, what the crossing still lacks comes first. */}
            {crossingLock === 'closed' ? null : crossing}
            <OrderSection title={i18n._('Route and schedule')} icon={<IconRoute size={18} />}>
              <OrderRouteDetails order={order} />
            </OrderSection>
            <OrderSection title={i18n._('Service details')} icon={<IconListDetails size={18} />}>
              <ServiceDetails order={order} />
            </OrderSection>
            <OrderSection title={i18n._('Price')} icon={<IconReceipt size={18} />}>
              <PriceBreakdown quote={order.quote} />
            </OrderSection>
            {crossingLock === 'closed' ? crossing : null}
            <OrderSection title={i18n._('Documents')} icon={<IconFileDescription size={18} />} testId="documents">
              <Suspense fallback={sectionLoading(120)}>
              <DocumentsPanel
                state={documentsState}
                documents={documents}
                proofOfPhotographyDone={checks.proofOfPhotographyDone}
                userUploadCheck={checks.userUploadCheck}
                uploadsOpen={checks.uploadsOpen}
                uploadKind={uploadKind}
                uploadError={uploadError}
                error={documentsError}
                apiBaseUrl={apiBaseUrl}
                onSelect={(file, kind) => actor.send({ type: 'document.selected', file, kind })}
                onRetry={() => actor.send({ type: 'documents.retried' })}
              />
              </Suspense>
            </OrderSection>
          </Stack>
        </div>
      </div>

      <PaymentDialog actor={actor} order={order} />

      {cancelAsked ? (
      <Suspense fallback={null}>
      <CancelOrderModal
        movementId={order.movementId}
        opened={cancelOpen}
        cancelling={cancelState === 'cancelling'}
        error={cancelError}
        canConfirm={canConfirmCancel}
        onConfirm={() => actor.send({ type: 'cancel.confirmed' })}
        onClose={() => actor.send({ type: 'cancel.dismissed' })}
      />
      </Suspense>
      ) : null}
    </Stack>
  );
}

/** Paid or not, and what that means; Pay now while the order takes a payment. */
function PaymentSummary({ order, payable, opening, onPay }: { order: Order; payable: boolean; opening: boolean; onPay: () => void }) {
  const i18n = useI18n();
  const translate = useMessage();
  const fmt = useFormats();
  const { detail } = paymentWords(order, fmt);
  const { apiBaseUrl } = useAppConfig();
  const receipt = receiptOf(order, apiBaseUrl);
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <PaymentBadge status={order.paymentStatus} size="lg" />
        {order.status === 'Cancelled' ? (
          <Text size="sm" c="dimmed">
            {i18n._('Cancelled on {date}', { date: cancelledOn(order, fmt) ?? '' })}
          </Text>
        ) : null}
      </Group>
      {detail ? <Text size="sm">{i18n._(detail)}</Text> : null}
      {payable ? (
        <Group gap="sm">
          <Button leftSection={<IconCreditCard size={16} />} loading={opening} onClick={onPay}>
            {i18n._('Pay now')}
          </Button>
        </Group>
      ) : null}
      {receipt ? (
        <Group gap="sm">
          <Button component="a" href={receipt.href} download variant="default" leftSection={<IconDownload size={16} />}>
            {translate(receipt.label)}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** Checkout for this order, in a dialog: the same payment actor as the wizard's, so the same once-only guarantee. */
function PaymentDialog({ actor, order }: { actor: OrderActor; order: Order }) {
  const payment = useSelector(actor, (s) => s.children.payment as PaymentActor | undefined);
  return payment ? (
    <Suspense fallback={null}>
      <PaymentModal payment={payment} order={order} onClose={() => actor.send({ type: 'payment.closed' })} />
    </Suspense>
  ) : null;
}

/** Selector equality for the small form-state objects above. */
function shallowRating(a: { submitting?: boolean; saving?: boolean; error: string | null; fieldErrors: object }, b: typeof a): boolean {
  return a.submitting === b.submitting && a.saving === b.saving && a.error === b.error && a.fieldErrors === b.fieldErrors;
}
