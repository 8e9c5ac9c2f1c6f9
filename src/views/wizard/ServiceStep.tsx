import { useState } from 'react';
import { Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { BrowserMessages } from '../../schemas/browserMessages';
import { LoaderState } from './LoaderState';
import { StepActions } from './StepActions';
import type { WizardActor } from './WizardStepView';
import { useWizardWords } from './wizardWords';
import classes from './wizard.module.css';

/** step1: the type of service. */
export function ServiceStep({ wizard }: { wizard: WizardActor }) {
  const { i18n, data, fmt } = useWizardWords();
  const chosen = useSelector(wizard, (s) => s.context.draft.selectedServiceItem);
  const services = useSelector(wizard, (s) => s.context.services) ?? [];
  // Field state only: the choice becomes the draft's when Next is pressed. (One field: no form library,
  // whose code the wizard's first screen would wait for.)
  const [serviceId, setServiceId] = useState(chosen._id);
  const service = services.find((s) => s._id === serviceId);

  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        {i18n._('Which way does your freight cross?')}
      </Title>
      <LoaderState wizard={wizard} rows={2}>
        <Radio.Group value={serviceId} onChange={setServiceId} name="service" aria-label={i18n._('Type of service')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {services.map((s) => (
              <Radio.Card key={s._id} value={s._id} className={classes.choice} radius="md" p="lg">
                <Stack gap={4}>
                  <Text fw={700}>{data(s.title)}</Text>
                  <Text size="sm" c="dimmed">
                    {data(s.description)}
                  </Text>
                  <Text size="sm" fw={600} c="brand.8">
                    {i18n._('from {price}', { price: fmt.money(s.price) })}
                  </Text>
                </Stack>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
      </LoaderState>
      <StepActions next={() => service && wizard.send({ type: 'service.chosen', service: { _id: service._id, title: service.title } })} nextDisabled={!service} whyDisabled={services.length > 0 ? [BrowserMessages.chooseService] : []} />
    </Stack>
  );
}
