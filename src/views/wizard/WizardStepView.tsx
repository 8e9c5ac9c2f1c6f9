import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import type { WizardActor } from '../../machines/serviceRequestMachine';
import type { WizardScreen } from '../../machines/wizardScreen';
import { useAppEffects } from '../AppEffectsContext';

// Each step is its own chunk: the date pickers, the address lists and the payment form
// load with the step that shows them, not with the wizard's first screen. The machine is shared.
const stepLoaders = {
  service: () => import('./ServiceStep').then((m) => ({ default: m.ServiceStep })),
  route: () => import('./RouteStep').then((m) => ({ default: m.RouteStep })),
  details: () => import('./DetailsStep').then((m) => ({ default: m.DetailsStep })),
  address: () => import('./AddressStep').then((m) => ({ default: m.AddressStep })),
  addresses: () => import('./AddressesStep').then((m) => ({ default: m.AddressesStep })),
  summary: () => import('./SummaryStep').then((m) => ({ default: m.SummaryStep })),
  checkout: () => import('./CheckoutStep').then((m) => ({ default: m.CheckoutStep })),
  success: () => import('./SuccessStep').then((m) => ({ default: m.SuccessStep })),
};
const ServiceStep = lazy(stepLoaders.service);
const RouteStep = lazy(stepLoaders.route);
const DetailsStep = lazy(stepLoaders.details);
const AddressStep = lazy(stepLoaders.address);
const AddressesStep = lazy(stepLoaders.addresses);
const SummaryStep = lazy(stepLoaders.summary);
const CheckoutStep = lazy(stepLoaders.checkout);
const SuccessStep = lazy(stepLoaders.success);

/** The other steps' chunks, fetched once the browser is idle after the wizard is up, so Next rarely waits for one. */
function prefetchSteps(): void {
  for (const load of Object.values(stepLoaders)) void load().catch(() => undefined);
}

export type { WizardActor } from '../../machines/serviceRequestMachine';

/**
 * spec wizard.one-step: exactly one step is shown, the one the machine is in. When the step changes,
 * focus moves to its heading (a keyboard or screen-reader user starts reading the new step); the
 * step the page opens on keeps the page's own focus.
 */
export function WizardStepView({ wizard, screen }: { wizard: WizardActor; screen: WizardScreen }) {
  const box = useRef<HTMLDivElement>(null);
  const shown = useRef(screen);
  const { whenIdle } = useAppEffects();
  useEffect(() => whenIdle(prefetchSteps), [whenIdle]);
  const focusIfNew = useCallback((current: WizardScreen) => {
    if (shown.current === current) return;
    shown.current = current;
    const heading = box.current?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, []);
  return (
    <div ref={box} data-testid="wizard-step">
      {/* Nothing while a step's chunk loads: they are prefetched, the wait is short and rare. */}
      <Suspense fallback={null}>
        <Step wizard={wizard} screen={screen} />
        {/* Inside the boundary: it mounts with the step's content, once its chunk has loaded. */}
        <OnShown screen={screen} onShown={focusIfNew} />
      </Suspense>
    </div>
  );
}

function OnShown({ screen, onShown }: { screen: WizardScreen; onShown: (screen: WizardScreen) => void }) {
  useEffect(() => onShown(screen), [screen, onShown]);
  return null;
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
