import { lazy, Suspense, type ReactNode } from 'react';
import { Box } from '@mantine/core';
import { PublicHeader } from '../components/PublicHeader';
import { HeaderSkeleton } from '../components/HeaderSkeleton';
import { Footer } from '../components/Footer';
import { useSessionStatus } from '../SessionContext';

// The signed-in header (menus, the bell) loads only for a signed-in customer: a guest's landing stays small.
const AppHeader = lazy(() => import('../components/AppHeader').then((m) => ({ default: m.AppHeader })));

/**
 * spec: layout.landing — the public header (nav and the two account buttons) and the footer. A
 * signed-in customer gets the signed-in header instead (the guest's "Log in" would only bounce back);
 * while the session is checked the header is a placeholder of the same height, not the wrong one.
 */
export function LandingLayout({ children }: { children: ReactNode }) {
  const session = useSessionStatus();
  const header =
    session === 'signedIn' ? (
      <Suspense fallback={<HeaderSkeleton />}>
        <AppHeader />
      </Suspense>
    ) : session === 'checking' ? (
      <HeaderSkeleton />
    ) : (
      <PublicHeader />
    );
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      {header}
      <Box component="main" id="main" style={{ flex: 1 }}>
        {children}
      </Box>
      <Footer />
    </Box>
  );
}
