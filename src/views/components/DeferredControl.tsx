import { Suspense, useState, type ReactNode } from 'react';

/**
 * A control whose code loads after the page (a Mantine Menu brings floating-ui, ~15 KiB; a calendar
 * @mantine/dates): `children` renders it lazily, `placeholder` draws its button as it looks
 * meanwhile. A click on the placeholder is not lost: the control opens when its code comes (issue 15.2).
 */
export function DeferredControl({ placeholder, children }: { placeholder: (open: () => void) => ReactNode; children: (defaultOpened: boolean) => ReactNode }) {
  const [asked, setAsked] = useState(false);
  return <Suspense fallback={placeholder(() => setAsked(true))}>{children(asked)}</Suspense>;
}
