import { useEffect, useRef } from 'react';
import type { WizardActor, WizardScreen } from '../../machines/serviceRequestMachine';
import { AddressStep } from './AddressStep';
import { AddressesStep } from './AddressesStep';
import { CheckoutStep } from './CheckoutStep';
import { DetailsStep } from './DetailsStep';
import { RouteStep } from './RouteStep';
import { ServiceStep } from './ServiceStep';
import { SuccessStep } from './SuccessStep';
import { SummaryStep } from './SummaryStep';

export type { WizardActor } from '../../machines/serviceRequestMachine';

/**
 * spec wizard.one-step: exactly one step is shown, the one the machine is in. When the step changes,
 * focus moves to its heading (a keyboard or screen-reader user starts reading the new step); the
 * step the page opens on keeps the page's own focus.
 */
export function WizardStepView({ wizard, screen }: { wizard: WizardActor; screen: WizardScreen }) {
  const box = useRef<HTMLDivElement>(null);
  const shown = useRef(screen);
  useEffect(() => {
    if (shown.current === screen) return;
    shown.current = screen;
    const heading = box.current?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [screen]);
  return (
    <div ref={box} data-testid="wizard-step">
      <Step wizard={wizard} screen={screen} />
    </div>
  );
}

function Step({ wizard, screen }: { wizard: WizardActor; screen: WizardScreen }) {
  switch (screen) {
    case 'step1':
      return <ServiceStep wizard={wizard} />;
    case 'step2':
      return <RouteStep wizard={wizard} />;
    case 'step3':
      return <DetailsStep wizard={wizard} />;
    case 'step4':
    case 'step8':
      return <AddressStep wizard={wizard} key={screen} />;
    case 'step5':
      return <AddressesStep wizard={wizard} />;
    case 'step6':
      return <SummaryStep wizard={wizard} />;
    case 'stepCheckout':
      return <CheckoutStep wizard={wizard} />;
    case 'step7':
      return <SuccessStep wizard={wizard} />;
    default:
      return null;
  }
}
