import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { RichText } from '../components/RichText';
import { useI18n } from '../useI18n';
import type { WizardActor } from './WizardStepView';

/** step7: the order exists and is paid; Go back is hidden here (spec goback.wizard.hidden-step7). */
export function SuccessStep({ wizard }: { wizard: WizardActor }) {
  const i18n = useI18n();
  const movementId = useSelector(wizard, (s) => s.context.paidMovementId);
  return (
    <Stack align="center" ta="center" gap="md" py="xl">
      <ThemeIcon size={64} radius="xl" color="teal.9">
        <IconCheck size={36} />
      </ThemeIcon>
      <Title order={2}>{i18n._('Your service is booked')}</Title>
      <Text c="dimmed" maw={460}>
        <RichText
          text={i18n._('Order <0>{movementId}</0> is paid. We are looking for a carrier now; you will be notified as it moves.', { movementId })}
          components={[<strong key="movement-id" data-testid="movement-id" />]}
        />
      </Text>
      <Group>
        <Button component={Link} href={`/my-orders/service/${movementId ?? ''}`}>
          {i18n._('View order')}
        </Button>
        <Button variant="default" onClick={() => wizard.send({ type: 'draft.reset' })}>
          {i18n._('Request another service')}
        </Button>
      </Group>
    </Stack>
  );
}
