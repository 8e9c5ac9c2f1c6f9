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

/** spec wizard.one-step: exactly one step is shown, the one the machine is in. */
export function WizardStepView({ wizard, screen }: { wizard: WizardActor; screen: WizardScreen }) {
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
