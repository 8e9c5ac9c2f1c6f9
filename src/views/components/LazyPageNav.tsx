import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { PageNavProps } from './PageNav';

// Page buttons show only once a list has come back with more than one page, so their code (3 KiB)
// loads then, not with the page; the skeleton holds their place meanwhile.
const PageNav = lazy(() => import('./PageNav').then((m) => ({ default: m.PageNav })));

/** PageNav, loaded when first shown. */
export function LazyPageNav(props: PageNavProps) {
  return (
    <Suspense fallback={<Skeleton height={props.size === 'sm' ? 26 : 32} width={160} radius="sm" aria-hidden />}>
      <PageNav {...props} />
    </Suspense>
  );
}
