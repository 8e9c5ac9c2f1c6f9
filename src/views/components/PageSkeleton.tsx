import type { Layout } from '../../schemas/routeTable';
import { useI18n } from '../useI18n';
import { HeaderSkeleton } from './HeaderSkeleton';
import shell from './Shell.module.css';

const bar = (height: number, width: string | number = '100%') => <div className={shell.skeleton} style={{ height, width }} />;

/**
 * The page's lead paragraph, written into its frame at build time (src/prerender.tsx), in the place
 * and type of the page's own: the largest text of the page is on screen with the frame. The browser
 * keeps what the HTML holds (it renders none, and hydration leaves inner HTML as it is).
 */
export const frameLead = { __html: '' };

function Blocks() {
  const i18n = useI18n();
  return (
    <div className={shell.stack} style={{ gap: 'var(--mantine-spacing-lg)' }} data-testid="page-skeleton" aria-busy="true">
      <span className={shell.visuallyHidden} role="status">
        {i18n._('Loading…')}
      </span>
      {bar(32, '40%')}
      <p className={shell.lead} dangerouslySetInnerHTML={frameLead} suppressHydrationWarning />
      {bar(14, '65%')}
      <div className={shell.card} style={{ padding: 'var(--mantine-spacing-lg)' }}>
        <div className={shell.stack} style={{ gap: 'var(--mantine-spacing-sm)' }}>
          {bar(16, '30%')}
          {bar(12)}
          {bar(12, '85%')}
          {bar(12, '70%')}
        </div>
      </div>
    </div>
  );
}

/**
 * What a page looks like while the session is checked with the server (a slow API): its layout's
 * frame with grey shapes, never a blank page. Signed-in layouts are drawn here, not loaded, so the
 * shapes show before any page code arrives (plain markup: no Mantine code either).
 */
export function PageSkeleton({ layout }: { layout: Layout }) {
  // The landing's frame has no tint and a roomier page (its footer comes with the layout's code);
  // a bare page has no header.
  const landing = layout === 'landing';
  return (
    <div style={{ minHeight: '100vh', background: landing || layout === 'bare' ? undefined : 'var(--mantine-color-brand-0)' }}>
      {layout === 'bare' ? null : <HeaderSkeleton />}
      <main id="main">
        <div className={shell.container} style={{ paddingBlock: landing ? 48 : 32 }}>
          <Blocks />
        </div>
      </main>
    </div>
  );
}
