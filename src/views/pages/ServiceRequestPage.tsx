import { Alert, Button, Paper, Stack, Stepper, Text } from '@mantine/core';
import { IconShieldExclamation } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useAppActor } from '../inspection';
import { Link } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { serviceRequestMachine } from '../../machines/serviceRequestMachine';
import { Messages } from '../../schemas/messages';
import { PageHeading } from '../components/PageHeading';
import { RouteProgress } from '../components/RouteProgress';
import { useRegisterGoBack } from '../GoBackContext';
import { useProfile } from '../SessionContext';
import { WizardStepView } from '../wizard/WizardStepView';
import type { PageProps } from '../PageProps';

// The stepper's six milestones; the address sub-pages (step4, step8) belong to "Addresses".
const milestones = ['Service', 'Route', 'Details', 'Addresses', 'Summary', 'Payment'] as const;
const milestoneOf: Record<string, number> = { step1: 0, step2: 1, step3: 2, step4: 3, step5: 3, step8: 3, step6: 4, stepCheckout: 5, step7: 6 };
const stepOfMilestone = ['step1', 'step2', 'step3', 'step5'] as const;

export default function ServiceRequestPage({ title }: PageProps) {
  const profile = useProfile();
  // spec guard.admin-verification: an unverified company is stopped before the first step.
  if (profile && !profile.verifyByAdmin) {
    return (
      <Stack gap="lg" maw={760}>
        <PageHeading title={title} />
        <Alert color="orange.9" variant="light" icon={<IconShieldExclamation size={20} />} title="Verification pending" data-testid="wizard-unverified">
          {Messages.notVerified}
        </Alert>
        <Button component={Link} href="/dashboard" variant="default" w="fit-content">
          Back to the dashboard
        </Button>
      </Stack>
    );
  }
  return <Wizard title={title} />;
}

function Wizard({ title }: { title: string }) {
  const wizard = useAppActor(serviceRequestMachine.provide({ actions: { leaveToHome: () => navigate('/') } }));
  useRegisterGoBack(wizard);
  const step = useSelector(wizard, (s) => String(s.value));
  if (step === 'restoring') return <RouteProgress delayMs={200} />;
  const active = milestoneOf[step] ?? 0;

  return (
    <Stack gap="lg">
      <PageHeading title={title} description="Tell us what you ship and where; you see the full price before you pay." />
      <Text hiddenFrom="sm" fw={600} size="sm" c="brand.9" data-testid="wizard-progress">
        {active < milestones.length ? `Step ${active + 1} of ${milestones.length} · ${milestones[active]}` : 'Booked'}
      </Text>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} visibleFrom="sm">
        <Stepper
          active={active}
          size="sm"
          onStepClick={(index) => {
            const target = stepOfMilestone[index as 0 | 1 | 2 | 3];
            if (target) wizard.send({ type: 'step.selected', step: target });
          }}
          allowNextStepsSelect={false}
        >
          {milestones.map((label, index) => (
            <Stepper.Step key={label} label={<Text size="sm" visibleFrom="sm">{label}</Text>} aria-label={label} allowStepSelect={index < active && index < 4 && step !== 'step7'} />
          ))}
        </Stepper>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-step={step}>
        <WizardStepView wizard={wizard} step={step} />
      </Paper>
    </Stack>
  );
}
