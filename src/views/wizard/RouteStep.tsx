import { Radio, SegmentedControl, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { BrowserMessages } from '../../schemas/browserMessages';
import { usePlainForm } from '../formBinding';
import { LoaderState } from './LoaderState';
import { StepActions } from './StepActions';
import type { WizardActor } from './WizardStepView';
import { translatedInputProps, useWizardWords } from './wizardWords';
import classes from './wizard.module.css';

/** step2: port / bridge of crossing, type of transportation (FTL, LTL) and mode. */
export function RouteStep({ wizard }: { wizard: WizardActor }) {
  const { i18n, data, fmt, message } = useWizardWords();
  const draft = useSelector(wizard, (s) => s.context.draft);
  const info = useSelector(wizard, (s) => s.context.transitInfo);
  const form = usePlainForm({ portId: draft.selectedPortItem._id, transportationTypeId: draft.selectedTypeOfTransportationItem._id, modeId: draft.selectedModeItem._id });
  const values = form.values;
  const types = info?.typesOfTransportation ?? [];
  const type = types.find((t) => t._id === values.transportationTypeId) ?? types[0];
  const port = info?.ports.find((p) => p._id === values.portId);
  const mode = type?.modes.find((m) => m._id === values.modeId);

  const next = () => {
    if (!port || !type || !mode) return;
    wizard.send({
      type: 'route.chosen',
      port: { _id: port._id, title: port.title },
      transportationType: { _id: type._id, title: type.title },
      mode: { _id: mode._id, title: mode.title },
    });
  };

  return (
    <Stack gap="lg">
      <Title order={2} fz="lg">
        {i18n._('Crossing and equipment')}
      </Title>
      <LoaderState wizard={wizard}>
        <Select
          label={i18n._('Port / bridge of crossing')}
          placeholder={i18n._('Select option')}
          data={(info?.ports ?? []).map((p) => ({ value: p._id, label: `${data(p.title)} (${p.city})` }))}
          searchable
          {...translatedInputProps(form, 'portId', message)}
        />
        <Stack gap={6}>
          <Text fw={500} size="sm" id="transport-label">
            {i18n._('Type of transportation')}
          </Text>
          <SegmentedControl
            aria-labelledby="transport-label"
            data={types.map((t) => ({ value: t._id, label: data(t.title) }))}
            value={type?._id ?? ''}
            onChange={(value) => form.setValues({ transportationTypeId: value, modeId: '' })}
            fullWidth
            orientation="horizontal"
          />
        </Stack>
        <Radio.Group label={i18n._('Mode')} value={values.modeId} onChange={(value) => form.setFieldValue('modeId', value)} name="mode">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mt="xs">
            {(type?.modes ?? []).map((m) => (
              <Radio.Card key={m._id} value={m._id} className={classes.choice} radius="md" p="md">
                <Text fw={700}>{data(m.title)}</Text>
                <Text size="sm" c="dimmed">
                  {data(m.description)}
                </Text>
                <Text size="sm" fw={600} c="brand.8" mt={4}>
                  + {fmt.money(m.price)}
                </Text>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
      </LoaderState>
      <StepActions
        onPrevious={() => wizard.send({ type: 'step.previous' })}
        next={next}
        nextDisabled={!port || !type || !mode}
        whyDisabled={info ? [...(port ? [] : [BrowserMessages.choosePort]), ...(type ? [] : [BrowserMessages.chooseTransportationType]), ...(type && !mode ? [BrowserMessages.chooseMode] : [])] : []}
      />
    </Stack>
  );
}
