import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { WizardActor } from './WizardStepView';

/** step7: the order exists and is paid; Go back is hidden here (spec goback.wizard.hidden-step7). */
export function SuccessStep({ wizard }: { wizard: WizardActor }) {
  const movementId = useSelector(wizard, (s) => s.context.paidMovementId);
  return (
    <Stack align="center" ta="center" gap="md" py="xl">
      <ThemeIcon size={64} radius="xl" color="teal.9">
        <IconCheck size={36} />
      </ThemeIcon>
      <Title order={2}>Your service is booked</Title>
      <Text c="dimmed" maw={460}>
        Order <strong data-testid="movement-id">{movementId}</strong> is paid. We are looking for a carrier now; you will be notified as it moves.
      </Text>
      <Group>
        <Button component={Link} href={`/my-orders/service/${movementId ?? ''}`}>
          View order
        </Button>
        <Button variant="default" onClick={() => wizard.send({ type: 'draft.reset' })}>
          Request another service
        </Button>
      </Group>
    </Stack>
  );
}
