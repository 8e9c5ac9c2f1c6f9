import { lazy, Suspense, type ComponentType } from 'react';

// A function of its own: Vite wraps `import(…).then(…)` whole in its CSS preload, whose failure
// would then bypass the handler below.
const loadMantineRoot = () => import('./MantineRoot');
const makeHost = () =>
  lazy<ComponentType>(() =>
    loadMantineRoot().then(
      (m) => ({ default: () => <m.default host /> }),
      () => {
        // The connection dropped: no toast shows, and the next one asks for the code again.
        Host = makeHost();
        return { default: () => null };
      },
    ),
  );
let Host = makeHost();

/**
 * The toasts' one host for every page, mounted by App with the first toast: a plain page (the
 * landing, the auth pages) loads Mantine's code only when it has something to say, and a toast
 * raised just before a page change (Registered → the verification page) survives the change.
 */
export function ToastHost() {
  return (
    <Suspense fallback={null}>
      <Host />
    </Suspense>
  );
}
