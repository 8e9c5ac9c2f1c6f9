import { lazy, Suspense, type ReactNode } from 'react';
import { SIGNED_IN_HEADER_PART } from '../../schemas/catalogParts';
import { PublicHeader } from '../components/PublicHeader';
import { HeaderSkeleton } from '../components/HeaderSkeleton';
import { Footer } from '../components/Footer';
import { useSessionStatus } from '../SessionContext';
import { useCatalogPart } from '../useCatalogPart';
import { WithMantine } from '../WithMantine';

// The signed-in header (menus, the bell) loads only for a signed-in customer: a guest's landing stays small.
const AppHeader = lazy(() => import('../components/AppHeader').then((m) => ({ default: m.AppHeader })));

/** The signed-in header's words are in every area's catalog part (the landing loads only its own): in before it shows. */
function SignedInHeader() {
  useCatalogPart(SIGNED_IN_HEADER_PART);
  return <AppHeader />;
}

/**
 * spec: layout.landing — the public header (nav and the two account buttons) and the footer. A
 * signed-in customer gets the signed-in header instead (the guest's "Log in" would only bounce back);
 * while the session is checked the header is a placeholder of the same height, not the wrong one.
 * Plain markup around the page: the landing's route loads no Mantine code.
 */
export function LandingLayout({ children }: { children: ReactNode }) {
  const session = useSessionStatus();
  const header =
    session === 'signedIn' ? (
      <WithMantine fallback={<HeaderSkeleton />}>
        <Suspense fallback={<HeaderSkeleton />}>
          <SignedInHeader />
        </Suspense>
      </WithMantine>
    ) : session === 'checking' ? (
      <HeaderSkeleton />
    ) : (
      <PublicHeader />
    );
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {header}
      <main id="main" style={{ flex: 1 }}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
