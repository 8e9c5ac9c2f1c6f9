import { Alert, Anchor, Button, Checkbox, CopyButton, Grid, Group, List, NumberInput, Paper, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowRight, IconCalendarClock, IconCheck, IconClockX, IconCopy, IconRefresh, IconReceipt2 } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useMemo, type FormEvent } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { quoteMachine, quoteRequirements, quoteTrailers, type QuoteFormValues } from '../../machines/quoteMachine';
import { lastQuoteDate, quoteToday, type InstantQuote } from '../../schemas/instantQuote';
import { fitsMode } from '../../schemas/optionFit';
import { QUOTE_FORM_CATALOG } from '../../schemas/quoteFormCatalog';
import { SERVICE_ROUTES } from '../../schemas/serviceRoute';
import { FormError } from '../components/FormError';
import { PlainQuoteForm, type PlainQuoteValues } from '../components/PlainQuoteForm';
import { LoadFailed } from '../components/LoadFailed';
import { PublicPage } from '../components/PublicPage';
import { useAppActor } from '../inspection';
import type { PageProps } from '../PageProps';
import { useFormats } from '../useFormats';
import { useI18n, useMessage } from '../useI18n';

type QuoteActor = ReturnType<typeof useAppActor<typeof quoteMachine>>;

/** /quote (a new quote) and /quote/{id} (a shared one): a price without an account. A new id is a new page. */
export default function QuotePage({ title, params }: PageProps) {
  const quoteId = params.quoteId ?? null;
  return <QuoteView key={quoteId ?? ''} title={title} quoteId={quoteId} />;
}

function QuoteView({ title, quoteId }: { title: string; quoteId: string | null }) {
  const i18n = useI18n();
  // Book this opens the wizard on the quote; a visitor is asked to sign in (or register) first.
  const machine = useMemo(() => quoteMachine.provide({ actions: { openBooking: (_, { quoteId }) => navigate(`/additional-details?quote=${encodeURIComponent(quoteId)}`) } }), []);
  const actor = useAppActor(machine, { input: { quoteId, link: quoteId === null ? linkOfAddress() : undefined } });
  const state = useSelector(actor, (s) => s.value);
  const error = useSelector(actor, (s) => s.context.error);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));

  return (
    <PublicPage title={title} description={i18n._('Your route, your load and a date: the full price in seconds, no account needed. It holds for 24 hours.')}>
      {state === 'optionsFailed' || state === 'quoteFailed' ? (
        <LoadFailed message={error} onRetry={() => actor.send({ type: 'load.retried' })} />
      ) : state === 'missing' ? (
        <Paper withBorder radius="lg" p="xl">
          <Stack align="flex-start" gap="md">
            <FormError message={error} />
            <Button onClick={() => actor.send({ type: 'quote.started' })}>{i18n._('Get a new quote')}</Button>
          </Stack>
        </Paper>
      ) : state === 'loadingOptions' ? (
        <SeedQuoteForm actor={actor} />
      ) : loading ? (
        <Paper withBorder radius="lg" p="xl" aria-busy="true" data-testid="page-skeleton">
          <Stack gap="md">
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={36} />
          </Stack>
        </Paper>
      ) : typeof state === 'object' && 'quoted' in state ? (
        <QuoteResult actor={actor} />
      ) : (
        <QuoteForm actor={actor} />
      )}
    </PublicPage>
  );
}

/** The choices in the address (`/quote?serviceId=…`, what the landing's form sends); none while prerendering. */
const linkOfAddress = (): Record<string, string> => (typeof window === 'undefined' ? {} : Object.fromEntries(new URLSearchParams(window.location.search)));

/**
 * The form as the catalog was seeded, while the live one loads (and in the prerendered page, before
 * any script): what is chosen on it is the machine's, so the form that follows keeps it, and a whole
 * quote is priced as soon as the catalog comes. Sent before the page is up, it opens /quote with the choices.
 */
function SeedQuoteForm({ actor }: { actor: QuoteActor }) {
  const i18n = useI18n();
  const initial = useSelector(actor, (s) => s.context.values);
  // A mode names its type of transportation (the catalog's ids are unique): the machine finds it.
  const choose = (values: PlainQuoteValues) => actor.send({ type: 'form.changed', values: { ...values, ...(values.modeId ? { transportationTypeId: '' } : {}) } });
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <PlainQuoteForm catalog={QUOTE_FORM_CATALOG} rules={{ routes: SERVICE_ROUTES, fitsMode, dates: () => ({ min: quoteToday(), max: lastQuoteDate() }) }} title={i18n._('What are you shipping, and where?')} initial={initial} onChange={choose} onSubmit={choose} />
    </Paper>
  );
}

function QuoteForm({ actor }: { actor: QuoteActor }) {
  const i18n = useI18n();
  const translate = useMessage();
  const options = useSelector(actor, (s) => s.context.options);
  const values = useSelector(actor, (s) => s.context.values);
  const offered = useSelector(actor, (s) => s.context.requirements);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const error = useSelector(actor, (s) => s.context.error);
  const loadingRequirements = useSelector(actor, (s) => s.matches('loadingRequirements'));
  const pricing = useSelector(actor, (s) => s.matches('pricing'));
  if (!options) return null;
  const requirements = offered ? quoteRequirements({ values, options, requirements: offered }) : null;
  const trailers = quoteTrailers({ values, options });

  const change = (patch: Partial<QuoteFormValues>) => actor.send({ type: 'form.changed', values: patch });
  const fieldError = (name: string) => (fieldErrors[name] ? translate(fieldErrors[name]) : undefined);
  const route = SERVICE_ROUTES[values.serviceId];
  const transport = options.transitInfo.typesOfTransportation.find((t) => t._id === values.transportationTypeId);
  // Each side offers the cities of the country the service picks up in or delivers to.
  const cities = (country: string | undefined) =>
    options.transitInfo.cities.filter((c) => country === undefined || c.country === country).map((c) => ({ value: c._id, label: `${translate(c.name)}, ${c.state} (${c.country})` }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'quote.requested' });
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="form" onSubmit={submit} noValidate aria-labelledby="quote-form-title">
      <Title order={2} fz="lg" mb="md" id="quote-form-title">
        {i18n._('What are you shipping, and where?')}
      </Title>
      <FormError message={error} />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={i18n._('Direction')}
            placeholder={i18n._('Select option')}
            data={options.services.map((s) => ({ value: s._id, label: translate(s.title) }))}
            value={values.serviceId || null}
            onChange={(v) => change({ serviceId: v ?? '', pickupCityId: '', dropCityId: '' })}
            error={fieldError('serviceId')}
            comboboxProps={{ withinPortal: false }}
          />
          <Select
            label={i18n._('Port / bridge of crossing')}
            placeholder={i18n._('Select option')}
            data={options.transitInfo.ports.map((p) => ({ value: p._id, label: `${translate(p.title)} (${p.city})` }))}
            value={values.portId || null}
            onChange={(v) => change({ portId: v ?? '' })}
            error={fieldError('portId')}
            comboboxProps={{ withinPortal: false }}
          />
          <Select
            label={i18n._('Type of transportation')}
            placeholder={i18n._('Select option')}
            data={options.transitInfo.typesOfTransportation.map((t) => ({ value: t._id, label: translate(t.title) }))}
            value={values.transportationTypeId || null}
            onChange={(v) => change({ transportationTypeId: v ?? '', modeId: '' })}
            error={fieldError('transportationTypeId')}
            comboboxProps={{ withinPortal: false }}
          />
          <Select
            label={i18n._('Mode')}
            placeholder={i18n._('Select option')}
            data={(transport?.modes ?? []).map((m) => ({ value: m._id, label: translate(m.title) }))}
            value={values.modeId || null}
            onChange={(v) => change({ modeId: v ?? '' })}
            error={fieldError('modeId')}
            disabled={!transport}
            comboboxProps={{ withinPortal: false }}
          />
          <Select
            label={i18n._('Trailer')}
            placeholder={i18n._('Select option')}
            data={trailers.map((t) => ({ value: t._id, label: translate(t.title) }))}
            value={values.trailerId || null}
            onChange={(v) => change({ trailerId: v ?? '' })}
            error={fieldError('trailerId')}
            comboboxProps={{ withinPortal: false }}
          />
          <TextInput
            type="date"
            label={i18n._('Pickup date')}
            min={quoteToday()}
            max={lastQuoteDate()}
            value={values.pickupDate}
            onChange={(e) => change({ pickupDate: e.currentTarget.value })}
            error={fieldError('pickupDate')}
          />
          <Select
            label={i18n._('Pickup city')}
            placeholder={i18n._('Select option')}
            searchable
            data={cities(route?.pickups)}
            value={values.pickupCityId || null}
            onChange={(v) => change({ pickupCityId: v ?? '' })}
            error={fieldError('pickupCityId')}
            comboboxProps={{ withinPortal: false }}
          />
          <Select
            label={i18n._('Drop city')}
            placeholder={i18n._('Select option')}
            searchable
            data={cities(route?.drops)}
            value={values.dropCityId || null}
            onChange={(v) => change({ dropCityId: v ?? '' })}
            error={fieldError('dropCityId')}
            comboboxProps={{ withinPortal: false }}
          />
        </SimpleGrid>
        {requirements && requirements.length > 0 ? (
          <Checkbox.Group
            label={i18n._('Special requirements')}
            description={i18n._('Optional')}
            value={[...values.specialRequirementIds]}
            onChange={(ids) => change({ specialRequirementIds: ids })}
            error={fieldError('specialRequirementIds')}
          >
            <Stack gap="xs" mt="xs">
              {requirements.map((r) => (
                <Group key={r._id} gap="md" wrap="wrap" align="center">
                  <Checkbox value={r._id} label={translate(r.title)} />
                  {r.equipmentKey && values.specialRequirementIds.includes(r._id) ? (
                    <NumberInput
                      aria-label={i18n._('Quantity of {equipment}', { equipment: translate(r.title) })}
                      min={1}
                      max={10}
                      w={96}
                      size="xs"
                      value={values.quantities[r.equipmentKey] ?? ''}
                      onChange={(v) => change({ quantities: { ...values.quantities, [r.equipmentKey!]: typeof v === 'number' ? v : undefined } })}
                      error={fieldError(`quantities.${r.equipmentKey}`)}
                    />
                  ) : null}
                </Group>
              ))}
            </Stack>
          </Checkbox.Group>
        ) : null}
        <Button type="submit" size="md" leftSection={<IconReceipt2 size={18} />} loading={pricing} disabled={loadingRequirements} style={{ alignSelf: 'flex-start' }}>
          {i18n._('Get my price')}
        </Button>
      </Stack>
    </Paper>
  );
}

function QuoteResult({ actor }: { actor: QuoteActor }) {
  const i18n = useI18n();
  const translate = useMessage();
  const fmt = useFormats();
  const quote = useSelector(actor, (s) => s.context.quote) as InstantQuote;
  const expired = useSelector(actor, (s) => s.matches({ quoted: 'expired' }));
  const link = typeof window === 'undefined' ? `/quote/${quote.id}` : `${window.location.origin}/quote/${quote.id}`;
  const rows: Array<[string, string]> = [
    [i18n._('Direction'), translate(quote.service.title)],
    [i18n._('Crossing'), translate(quote.port.title)],
    [i18n._('Equipment'), `${translate(quote.transportationType.title)} · ${translate(quote.mode.title)} · ${translate(quote.trailer.title)}`],
    [i18n._('Route'), `${translate(quote.pickupCity.name)} → ${translate(quote.dropCity.name)} · ${fmt.number(quote.distanceKm)} km`],
    [i18n._('Pickup date'), fmt.date(`${quote.pickupDate}T12:00:00`)],
  ];

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="quote-title" data-testid="instant-quote">
          <Title order={2} fz="lg" mb="md" id="quote-title">
            {i18n._('Your price')}
          </Title>
          {expired ? (
            <Alert color="orange.9" variant="light" radius="md" mb="md" icon={<IconClockX size={20} />} title={i18n._('This price no longer holds')}>
              {i18n._('It held until {time}. Prices change with the catalog: get today’s price for the same load.', { time: fmt.dateTime(quote.validUntil) })}
            </Alert>
          ) : (
            <Alert color="teal.9" variant="light" radius="md" mb="md" icon={<IconCalendarClock size={20} />}>
              {i18n._('This price holds until {time}.', { time: fmt.dateTime(quote.validUntil) })}
            </Alert>
          )}
          <Stack gap={4} mb="md">
            {rows.map(([label, value]) => (
              <Group key={label} justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm" c="dimmed">
                  {label}
                </Text>
                <Text size="sm" ta="right">
                  {value}
                </Text>
              </Group>
            ))}
          </Stack>
          <Stack gap={4}>
            {quote.quote.lines.map((line) => (
              <Group key={line.label} justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm">{translate(line.label)}</Text>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {fmt.money(line.amount)}
                </Text>
              </Group>
            ))}
            <Group justify="space-between" mt="sm">
              <Text fw={700}>{i18n._('Total')}</Text>
              <Text fw={800} fz="xl" data-testid="instant-quote-total" td={expired ? 'line-through' : undefined}>
                {fmt.money(quote.quote.total)}
              </Text>
            </Group>
          </Stack>
          <Group mt="lg" gap="sm">
            {expired ? null : (
              <Button rightSection={<IconArrowRight size={16} />} onClick={() => actor.send({ type: 'quote.booked' })} data-testid="book-quote">
                {i18n._('Book this price')}
              </Button>
            )}
            {expired ? (
              <Button leftSection={<IconRefresh size={16} />} onClick={() => actor.send({ type: 'quote.renewed' })}>
                {i18n._('Get today’s price')}
              </Button>
            ) : null}
            <Button variant="default" onClick={() => actor.send({ type: 'quote.edited' })}>
              {i18n._('Change the choices')}
            </Button>
          </Group>
          {expired ? null : (
            <Text size="sm" c="dimmed" mt="sm">
              {i18n._('No account yet? Create a free company account: this browser keeps the quote, and your dashboard reminds you of it once your company is verified.')}
            </Text>
          )}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="quote-includes-title">
            <Title order={2} fz="md" mb="sm" id="quote-includes-title">
              {i18n._('What the price includes')}
            </Title>
            <List size="sm" spacing={6} icon={<IconCheck size={16} aria-hidden="true" />}>
              {quote.includes.map((item) => (
                <List.Item key={item}>{translate(item)}</List.Item>
              ))}
            </List>
          </Paper>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="quote-share-title">
            <Title order={2} fz="md" mb="xs" id="quote-share-title">
              {i18n._('Share this quote')}
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              {i18n._('Anyone with the link sees this quote; it holds no personal data.')}
            </Text>
            <Stack gap="xs" align="flex-start">
              <Anchor href={`/quote/${quote.id}`} size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="instant-quote-link">
                {link}
              </Anchor>
              <CopyButton value={link}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy} leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}>
                    {copied ? i18n._('Copied') : i18n._('Copy link')}
                  </Button>
                )}
              </CopyButton>
            </Stack>
          </Paper>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
