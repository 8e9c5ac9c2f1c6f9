import type { ReactNode } from 'react';
import shell from './Shell.module.css';

/**
 * A message alone on the screen, or in a layout's place when `embedded`: not found, did not load,
 * server unreachable. Plain markup: it must show when no other code can be loaded.
 */
export function Notice({ embedded, minHeight, role, id, tabIndex, children }: { embedded: boolean; minHeight: string; role?: 'alert'; id?: string; tabIndex?: number; children: ReactNode }) {
  const Frame = embedded ? 'div' : 'main';
  return (
    <Frame className={`${shell.notice} ${embedded ? '' : shell.noticeAlone}`} style={{ minHeight }} id={id} tabIndex={tabIndex}>
      <div className={`${shell.card} ${shell.noticeCard}`} role={role}>
        {children}
      </div>
    </Frame>
  );
}
