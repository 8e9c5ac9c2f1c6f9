import { useEffect, useState } from 'react';
import { useI18n } from '../useI18n';
import classes from './RouteProgress.module.css';

/** Suspense fallback: shows a top progress bar only once a route load exceeds `delayMs` (spec const.min-delay). */
export function RouteProgress({ delayMs }: { delayMs: number }) {
  const i18n = useI18n();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!visible) return null;
  return (
    <div className={classes.track} role="progressbar" aria-label={i18n._('Loading page')} aria-busy="true" data-testid="route-progress">
      <div className={classes.bar} />
    </div>
  );
}
