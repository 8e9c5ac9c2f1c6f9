import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { PublicHeader } from '../components/PublicHeader';
import { Footer } from '../components/Footer';

/** spec: layout.landing — the public header (nav and the two account buttons) and the footer. */
export function LandingLayout({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <PublicHeader />
      <Box component="main" id="main" style={{ flex: 1 }}>
        {children}
      </Box>
      <Footer />
    </Box>
  );
}
