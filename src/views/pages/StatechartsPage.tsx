import { lazy } from 'react';
import { useAppConfig } from '../AppConfigContext';
import { ErrorPage } from '../components/ErrorPage';
import { isStatechartsEnabled } from '../devtools/statechartsEnabled';
import type { PageProps } from '../PageProps';

// The viewer loads only where it is enabled; elsewhere this route is the ordinary not-found page.
const StatechartsView = lazy(() => import('../devtools/StatechartsView'));

/** /__statecharts: the offline statechart viewer (docs/statecharts.md). */
export default function StatechartsPage({ title }: PageProps) {
  const config = useAppConfig();
  if (!isStatechartsEnabled(config)) return <ErrorPage status={404} message="This page could not be found" />;
  return <StatechartsView title={title} />;
}
