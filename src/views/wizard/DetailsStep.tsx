import { useEffect } from 'react';
import { Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useSelector } from '@xstate/react';
import { useAppActor } from '../inspection';
import { detailsStepMachine } from '../../machines/detailsStepMachine';
import type { StepDetails } from '../../machines/serviceRequestMachine';
import { referenceLoader, specialRequirementsLoader, transitInfoLoader } from '../../machines/serviceLoaders';
import { formatCents } from '../../machines/wizardDisplay';
import { SELECT_OPTION } from '../../schemas/fields';
import type { SpecialRequirement, TransitInfo } from '../../schemas/serviceCatalog';
import { quantityRules, ServiceRequestDetailsForm } from '../../schemas/serviceRequestForm';
import { validate } from '../../schemas/validate';
import { FormError } from '../components/FormError';
import { useServerFieldErrors } from '../useServerFieldErrors';
import { LoaderState } from './LoaderState';
import { StepActions } from './StepActions';
import type { WizardActor } from './WizardStepView';
import '@mantine/dates/styles.css';

const quantityOptions = Array.from({ length: 10 }, (_, i) => String(i + 1));
const equipmentLabel: Record<string, string> = { selectedQuantityChains: 'chains', selectedQuantityStraps: 'straps', selectedQuantityTarps: 'tarps' };
const toSelect = (value: string | number) => (value === SELECT_OPTION ? null : String(value));
const fromSelect = (value: string | null) => value ?? SELECT_OPTION;
const today = () => new Date().toISOString().slice(0, 10);

/** step3: reference, trailer, special requirements with their quantities, programming and schedule. */
export function DetailsStep({ wizard }: { wizard: WizardActor }) {
  const draft = useSelector(wizard, (s) => s.context.draft);
  const transit = useAppActor(transitInfoLoader);
  const trailers = useSelector(transit, (s) => (s.context.data as TransitInfo | null)?.trailers ?? []);
  const requirements = useAppActor(specialRequirementsLoader, {
    input: { portId: draft.selectedPortItem._id, transportationTypeId: draft.selectedTypeOfTransportationItem._id, serviceId: draft.selectedServiceItem._id },
  });
  const requirementsState = useSelector(requirements, (s) => String(s.value));
  const available = useSelector(requirements, (s) => s.context.data as SpecialRequirement[] | null) ?? [];
  const requirementsError = useSelector(requirements, (s) => s.context.error);
  const reference = useAppActor(referenceLoader);
  const suggested = useSelector(reference, (s) => s.context.data as string | null);

  const step = useAppActor(detailsStepMachine.provide({ actions: { detailsAccepted: (_, details) => wizard.send({ type: 'details.submitted', details }) } }));
  const checking = useSelector(step, (s) => s.matches('checkingReference') || s.matches('accepted'));
  const error = useSelector(step, (s) => s.context.error);
  const fieldErrors = useSelector(step, (s) => s.context.fieldErrors);

  const form = useForm({
    mode: 'controlled',
    initialValues: {
      userReference: draft.userReference,
      trailer: draft.trailer,
      selectedSpecialRequirementItems: draft.selectedSpecialRequirementItems.map((i) => i._id),
      selectedQuantityChains: draft.selectedQuantityChains as string | number,
      selectedQuantityStraps: draft.selectedQuantityStraps as string | number,
      selectedQuantityTarps: draft.selectedQuantityTarps as string | number,
      selectedPrograming: draft.selectedPrograming as string,
      schedule: { ...draft.schedule },
    },
  });
  useServerFieldErrors(form, fieldErrors);
  const values = form.getValues();
  // A fresh draft starts with a free reference the server suggests; the customer may change it.
  useEffect(() => {
    if (suggested && form.getValues().userReference === '' && !form.isTouched('userReference')) form.setFieldValue('userReference', suggested);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [suggested]);

  const chosenItems = available.filter((r) => values.selectedSpecialRequirementItems.includes(r._id));
  const asked = quantityRules.filter(({ keyword }) => chosenItems.some((r) => r.title.toLowerCase().includes(keyword)));

  const submit = form.onSubmit(() => {
    const input = { ...values, selectedSpecialRequirementItems: chosenItems.map((r) => ({ _id: r._id, title: r.title })) };
    const result = validate(ServiceRequestDetailsForm, input);
    if (!result.ok) {
      form.setErrors(result.errors);
      return;
    }
    const details: StepDetails = { ...result.value, schedule: { date: result.value.schedule.date ?? '', time: result.value.schedule.time ?? '' } };
    step.send({ type: 'details.submitted', details });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <Title order={2} fz="lg">
          Load details
        </Title>
        <FormError message={error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="User reference" description="Your own reference for this load: letters and digits, up to 10" maxLength={10} {...form.getInputProps('userReference')} />
          <Select
            label="Trailer"
            placeholder={SELECT_OPTION}
            data={trailers.map((t) => ({ value: t._id, label: t.title }))}
            {...form.getInputProps('trailer')}
            value={values.trailer || null}
            onChange={(v) => form.setFieldValue('trailer', v ?? '')}
          />
        </SimpleGrid>

        <Stack gap="xs">
          <Text fw={500} size="sm">
            Special requirements
          </Text>
          <LoaderState state={requirementsState} error={requirementsError} onRetry={() => requirements.send({ type: 'retry' })} rows={2}>
            <Checkbox.Group {...form.getInputProps('selectedSpecialRequirementItems')} aria-label="Special requirements">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                {available.map((r) => (
                  <Checkbox.Card key={r._id} value={r._id} radius="md" p="sm" withBorder>
                    <Group wrap="nowrap" align="flex-start" gap="sm">
                      <Checkbox.Indicator mt={2} />
                      <div>
                        <Text fw={600} size="sm">
                          {r.title}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {r.description}
                          {r.price > 0 ? ` · ${formatCents(r.price)}` : ''}
                        </Text>
                      </div>
                    </Group>
                  </Checkbox.Card>
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          </LoaderState>
        </Stack>

        {asked.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {asked.map(({ field }) => (
              <Select
                key={field}
                label={`Quantity of ${equipmentLabel[field]}`}
                placeholder={SELECT_OPTION}
                data={quantityOptions}
                value={toSelect(values[field])}
                onChange={(v) => form.setFieldValue(field, fromSelect(v))}
                error={form.errors[field]}
              />
            ))}
          </SimpleGrid>
        ) : null}

        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Select
            label="Programming"
            placeholder={SELECT_OPTION}
            data={[
              { value: 'Instant', label: 'Instant' },
              { value: 'Schedule', label: 'Schedule' },
            ]}
            value={toSelect(values.selectedPrograming)}
            onChange={(v) => form.setFieldValue('selectedPrograming', fromSelect(v))}
            error={form.errors.selectedPrograming}
          />
          {values.selectedPrograming === 'Schedule' ? (
            <>
              <DatePickerInput
                label="Schedule date"
                placeholder="Pick a date"
                minDate={today()}
                value={values.schedule.date || null}
                onChange={(v) => form.setFieldValue('schedule.date', v ?? '')}
                error={form.errors['schedule.date']}
                valueFormat="DD/MM/YYYY"
              />
              <TimeInput label="Schedule time" {...form.getInputProps('schedule.time')} error={form.errors['schedule.time']} />
            </>
          ) : null}
        </SimpleGrid>

        <StepActions onPrevious={() => wizard.send({ type: 'step.previous' })} loading={checking} />
      </Stack>
    </form>
  );
}
