import { Alert, Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import { IconInfoCircle } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { offeredRequirements, offeredTrailers, optionNoteParts } from '../../machines/chooseRoute';
import type { StepDetails } from '../../machines/serviceRequestContext';
import { loadStatus } from '../../machines/wizardScreen';
import { PICKER_DATE_FORMAT } from '../../machines/pickerSettings';
import { equipmentPriceNote } from '../../machines/wizardDisplay';
import { SELECT_OPTION } from '../../schemas/fields';
import { askedQuantities, type QuantityRule } from '../../schemas/serviceRequestForm';
import { FormError } from '../components/FormError';
import { usePickerDialog } from '../components/pickerDialog';
import { usePickerLanguage, usePickerLocale } from '../components/usePickerLocale';
import { useCheckedSubmit, usePlainForm, useServerFieldErrors } from '../formBinding';
import { LoaderState } from './LoaderState';
import { StepActions } from './StepActions';
import type { WizardActor } from './WizardStepView';
import { translatedInputProps, useWizardWords } from './wizardWords';
import '@mantine/dates/styles.css';

const quantityOptions = Array.from({ length: 10 }, (_, i) => String(i + 1));
const toSelect = (value: string | number) => (value === SELECT_OPTION ? null : String(value));
const fromSelect = (value: string | null) => value ?? SELECT_OPTION;
const today = () => new Date().toISOString().slice(0, 10);
const loadSchema = () => import('../../schemas/serviceRequestForm').then((m) => m.ServiceRequestDetailsForm);
// Each asked quantity's label, said whole in every language ('Quantity of chains').
const quantityLabels: Record<QuantityRule['equipmentKey'], { id: string }> = {
  chains: /*i18n*/ { id: 'Quantity of chains' },
  straps: /*i18n*/ { id: 'Quantity of straps' },
  tarps: /*i18n*/ { id: 'Quantity of tarps' },
};
const sameIds = (a: readonly { _id: string }[], b: readonly { _id: string }[]) => a.length === b.length && a.every((x, i) => x._id === b[i]!._id);

/** step3: reference, trailer, special requirements with their quantities, programming and schedule. */
export function DetailsStep({ wizard }: { wizard: WizardActor }) {
  const { i18n } = useWizardWords();
  // The calendar's month and day names start loading with the step's data, not after it.
  usePickerLocale();
  const status = useSelector(wizard, loadStatus);
  return (
    <Stack gap="lg">
      <Title order={2} fz="lg">
        {i18n._('Load details')}
      </Title>
      <LoaderState wizard={wizard} rows={4}>
        <DetailsForm wizard={wizard} />
      </LoaderState>
      {/* spec wizard.previous: Previous is there while the form loads, or could not (the form has its own once shown). */}
      {status === 'ready' ? null : <StepActions onPrevious={() => wizard.send({ type: 'step.previous' })} nextDisabled />}
    </Stack>
  );
}

// Mounted once the step's data is there, so the form starts from the draft and the suggested reference.
function DetailsForm({ wizard }: { wizard: WizardActor }) {
  const { i18n, message, data, fmt, language } = useWizardWords();
  const picker = usePickerLanguage();
  const draft = useSelector(wizard, (s) => s.context.draft);
  const suggested = useSelector(wizard, (s) => s.context.suggestedReference);
  // Only the options that fit the chosen mode (optionFit.ts).
  const trailers = useSelector(wizard, (s) => offeredTrailers(s.context), sameIds);
  const available = useSelector(wizard, (s) => offeredRequirements(s.context), sameIds);
  const optionNote = useSelector(wizard, (s) => s.context.optionNote);
  const equipment = useSelector(wizard, (s) => s.context.transitInfo?.securingEquipment) ?? [];
  const checking = useSelector(wizard, (s) => s.hasTag('busy'));
  const error = useSelector(wizard, (s) => s.context.error);
  const fieldErrors = useSelector(wizard, (s) => s.context.fieldErrors);
  const scheduleDate = usePickerDialog();

  const form = usePlainForm({
    // The reference typed (or restored); a fresh draft holds the free reference the server suggested.
    userReference: draft.userReference || (suggested ?? ''),
    trailer: draft.trailer,
    selectedSpecialRequirementItems: draft.selectedSpecialRequirementItems.map((i) => i._id),
    selectedQuantityChains: draft.selectedQuantityChains as string | number,
    selectedQuantityStraps: draft.selectedQuantityStraps as string | number,
    selectedQuantityTarps: draft.selectedQuantityTarps as string | number,
    selectedPrograming: draft.selectedPrograming as string,
    schedule: { ...draft.schedule },
  });
  useServerFieldErrors(form, fieldErrors);
  const values = form.values;

  // The machine's English note; in another language, the options and the mode it names, said there.
  const noteText = (note: string): string => {
    const parts = i18n.locale === 'en' ? null : optionNoteParts(note);
    if (!parts) return message(note);
    const options = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(parts.options.map(data));
    return i18n._('{count, plural, one {{options} does not fit {mode}, so it was removed. Choose again below.} other {{options} do not fit {mode}, so they were removed. Choose again below.}}', {
      count: parts.options.length,
      options,
      mode: data(parts.mode),
    });
  };

  const chosenOf = (ids: readonly string[]) => available.filter((r) => ids.includes(r._id)).map((r) => ({ _id: r._id, title: r.title, equipmentKey: r.equipmentKey }));
  const asked = askedQuantities(chosenOf(values.selectedSpecialRequirementItems));

  const submit = useCheckedSubmit(
    form,
    loadSchema,
    (value) => {
      const details: StepDetails = { ...value, schedule: { date: value.schedule.date ?? '', time: value.schedule.time ?? '' } };
      wizard.send({ type: 'details.submitted', details });
    },
    (checked) => ({ ...checked, selectedSpecialRequirementItems: chosenOf(checked.selectedSpecialRequirementItems) }),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <FormError message={error} />
        {optionNote ? (
          <Alert color="blue.9" variant="light" icon={<IconInfoCircle size={20} />} data-testid="option-note">
            {noteText(optionNote)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={i18n._('User reference')}
            description={i18n._('Your own reference for this load: letters and digits, up to 10')}
            maxLength={10}
            {...translatedInputProps(form, 'userReference', message)}
            onChange={(e) => {
              form.setFieldValue('userReference', e.currentTarget.value);
              // Kept in the draft as it is typed: a reload reopens it.
              wizard.send({ type: 'reference.typed', userReference: e.currentTarget.value });
            }}
          />
          <Select
            label={i18n._('Trailer')}
            placeholder={i18n._('Select option')}
            data={trailers.map((t) => ({ value: t._id, label: data(t.title) }))}
            value={values.trailer || null}
            onChange={(v) => form.setFieldValue('trailer', v ?? '')}
            error={form.errors.trailer && message(form.errors.trailer)}
          />
        </SimpleGrid>

        <Stack gap="xs">
          <Text fw={500} size="sm">
            {i18n._('Special requirements')}
          </Text>
          <Checkbox.Group
            value={values.selectedSpecialRequirementItems}
            onChange={(ids) => form.setFieldValue('selectedSpecialRequirementItems', ids)}
            error={form.errors.selectedSpecialRequirementItems && message(form.errors.selectedSpecialRequirementItems)}
            aria-label={i18n._('Special requirements')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              {available.map((r) => (
                <Checkbox.Card key={r._id} value={r._id} radius="md" p="sm" withBorder>
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Checkbox.Indicator mt={2} />
                    <div>
                      <Text fw={600} size="sm">
                        {data(r.title)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {data(r.description)}
                        {r.price > 0 ? ` · ${fmt.money(r.price)}` : ''}
                      </Text>
                    </div>
                  </Group>
                </Checkbox.Card>
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        </Stack>

        {asked.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {asked.map(({ field, equipmentKey }) => (
              <Select
                key={field}
                label={i18n._(quantityLabels[equipmentKey])}
                description={(() => {
                  const kit = equipment.find((e) => e.key === equipmentKey);
                  return kit ? equipmentPriceNote(kit.unitPrice, values[field], language) : undefined;
                })()}
                placeholder={i18n._('Select option')}
                data={quantityOptions}
                value={toSelect(values[field])}
                onChange={(v) => form.setFieldValue(field, fromSelect(v))}
                error={form.errors[field] && message(form.errors[field])}
              />
            ))}
          </SimpleGrid>
        ) : null}

        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Select
            label={i18n._('Programming')}
            placeholder={i18n._('Select option')}
            data={[
              // One message for the choice: 'Schedule' alone is also the order page's heading, said otherwise.
              { value: 'Instant', label: i18n._('{programming, select, Instant {Instant} Schedule {Schedule} other {{programming}}}', { programming: 'Instant' }) },
              { value: 'Schedule', label: i18n._('{programming, select, Instant {Instant} Schedule {Schedule} other {{programming}}}', { programming: 'Schedule' }) },
            ]}
            value={toSelect(values.selectedPrograming)}
            onChange={(v) => form.setFieldValue('selectedPrograming', fromSelect(v))}
            error={form.errors.selectedPrograming && message(form.errors.selectedPrograming)}
          />
          {values.selectedPrograming === 'Schedule' ? (
            <>
              <DatePickerInput
                {...scheduleDate}
                label={i18n._('Schedule date')}
                placeholder={i18n._('Pick a date')}
                minDate={today()}
                value={values.schedule.date || null}
                onChange={(v) => form.setFieldValue('schedule.date', v ?? '')}
                error={form.errors['schedule.date'] && message(form.errors['schedule.date'])}
                valueFormat={PICKER_DATE_FORMAT}
                locale={picker.locale}
                ariaLabels={picker.ariaLabels}
              />
              <TimeInput label={i18n._('Schedule time')} {...translatedInputProps(form, 'schedule.time', message)} />
            </>
          ) : null}
        </SimpleGrid>

        <StepActions onPrevious={() => wizard.send({ type: 'step.previous' })} loading={checking} />
      </Stack>
    </form>
  );
}
