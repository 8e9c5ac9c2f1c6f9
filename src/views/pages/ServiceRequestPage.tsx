import { lazy } from 'react';
import { Alert, Button, Paper, Stack, Stepper, Text } from '@mantine/core';
import { IconAlertTriangle, IconRepeat } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { useAppActor } from '../inspection';
import { serviceRequestMachine } from '../../machines/serviceRequestMachine';
import { bookAgainNote, wizardScreen, type WizardScreen } from '../../machines/wizardScreen';
import { PageHeading } from '../components/PageHeading';
import { RouteProgress } from '../components/RouteProgress';
import { useRegisterGoBack } from '../GoBackContext';
import { LoaderState } from '../wizard/LoaderState';
import { NotVerifiedStep } from '../wizard/NotVerifiedStep';
import { WizardStepView } from '../wizard/WizardStepView';
import { useI18n, useMessage } from '../useI18n';
import type { PageProps } from '../PageProps';

// A Viewer's screen (the role notice) comes when shown: most visits never need its code.
const NotAllowedStep = lazy(() => import('../wizard/NotAllowedStep').then((m) => ({ default: m.NotAllowedStep })));

// The stepper's six milestones; the address sub-pages (step4, step8) belong to "Addresses".
const milestones = [/*i18n*/ { id: 'Service' }, /*i18n*/ { id: 'Route' }, /*i18n*/ { id: 'Details' }, /*i18n*/ { id: 'Addresses' }, /*i18n*/ { id: 'Summary' }, /*i18n*/ { id: 'Payment' }] as const;
const milestoneOf: Partial<Record<WizardScreen, number>> = { step1: 0, step2: 1, step3: 2, step4: 3, step5: 3, step8: 3, step6: 4, stepCheckout: 5, step7: 6 };
const stepOfMilestone = ['step1', 'step2', 'step3', 'step5'] as const;

export default function ServiceRequestPage({ title }: PageProps) {
  // spec guard.admin-verification is the machine's first state: notVerified stops an unverified company.
  // Book again: `?bookAgain={movementId}` from a past order's page or card; read once, at mount.
  const i18n = useI18n();
  const message = useMessage();
  // Book this: `?quote={id}` from an instant quote (its page, or the dashboard's reminder).
  const search = new URLSearchParams(useSearch());
  const bookAgainFrom = search.get('bookAgain')?.trim() || null;
  const quoteFrom = search.get('quote')?.trim() || null;
  const wizard = useAppActor(serviceRequestMachine.provide({ actions: { leaveToHome: () => navigate('/') } }), { input: { bookAgainFrom, quoteFrom } });
  useRegisterGoBack(wizard);
  const screen = useSelector(wizard, wizardScreen);
  const note = useSelector(wizard, bookAgainNote, (a, b) => a?.note === b?.note);
  if (screen === 'restoring') return <RouteProgress delayMs={200} />;
  if (screen === 'notVerified') return <NotVerifiedStep title={title} />;
  if (screen === 'notAllowed') return <NotAllowedStep title={title} wizard={wizard} />;
  if (screen === 'verificationFailed' || screen === 'prefillFailed') {
    return (
      <Stack gap="lg" maw={760}>
        <PageHeading title={title} />
        <LoaderState wizard={wizard}>{null}</LoaderState>
        {screen === 'prefillFailed' ? (
          <div>
            <Button variant="default" onClick={() => wizard.send({ type: 'draft.reset' })}>
              {i18n._('Start a new request')}
            </Button>
          </div>
        ) : null}
      </Stack>
    );
  }
  const active = milestoneOf[screen] ?? 0;

  return (
    <Stack gap="lg">
      <PageHeading title={title} description={i18n._('Tell us what you ship and where; you see the full price before you pay.')} />
      <Text hiddenFrom="sm" fw={600} size="sm" c="brand.9" data-testid="wizard-progress">
        {active < milestones.length ? i18n._('Step {step} of {count} · {milestone}', { step: active + 1, count: milestones.length, milestone: i18n._(milestones[active]!) }) : i18n._('Booked')}
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
          {milestones.map((milestone, index) => (
            <Stepper.Step key={milestone.id} label={i18n._(milestone)} allowStepSelect={index < active && index < 4 && screen !== 'step7'} />
          ))}
        </Stepper>
      </Paper>
      {note ? (
        <Alert
          color={note.ready ? 'brand' : 'orange'}
          variant="light"
          radius="md"
          icon={note.ready ? <IconRepeat size={20} /> : <IconAlertTriangle size={20} />}
          data-testid="book-again-note"
        >
          {message(note.note)}
        </Alert>
      ) : null}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-step={screen}>
        <WizardStepView wizard={wizard} screen={screen} />
      </Paper>
    </Stack>
  );
}
