import { Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { AppEffectsContext } from '../AppEffectsContext';

/**
 * A control whose code loads after the page (a Mantine Menu brings floating-ui, ~15 KiB; a calendar
 * @mantine/dates): `placeholder` draws its button as it looks meanwhile, and `children` renders it
 * lazily once the browser is idle, or at once when the placeholder is clicked. That click is not
 * lost: the control opens when its code comes. Not at mount: its code would compete
 * with the page's own on a phone's first visit.
 */
export function DeferredControl({ placeholder, children }: { placeholder: (open: () => void) => ReactNode; children: (defaultOpened: boolean) => ReactNode }) {
  const [asked, setAsked] = useState(false);
  // Without the app's effects (a view test), the control's code loads at once.
  const whenIdle = useContext(AppEffectsContext)?.whenIdle;
  const [idle, setIdle] = useState(whenIdle === undefined);
  useEffect(() => whenIdle?.(() => setIdle(true)), [whenIdle]);
  const open = () => setAsked(true);
  if (!idle && !asked) return placeholder(open);
  return <Suspense fallback={placeholder(open)}>{children(asked)}</Suspense>;
}
