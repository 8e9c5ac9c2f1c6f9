import type { ReactNode } from 'react';
import { Box, Container } from '@mantine/core';
import { AppHeader } from '../components/AppHeader';
import { Footer } from '../components/Footer';
import { UnverifiedNotice } from '../components/UnverifiedNotice';

/**
 * spec: layout.dashboard — header, footer, tinted page background (auth is the route guard's job).
 * Without `footer` it is the focused layout of the booking flow (FocusedLayout.tsx).
 */
export function DashboardLayout({ children, footer = true }: { children: ReactNode; footer?: boolean }) {
  return (
    <Box mih="100vh" bg="var(--mantine-color-brand-0)" style={{ display: 'flex', flexDirection: 'column' }} data-layout={footer ? 'dashboard' : 'focused'}>
      <AppHeader />
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Container size="lg" py={32}>
          <UnverifiedNotice />
          {children}
        </Container>
      </Box>
      {footer ? <Footer /> : null}
    </Box>
  );
}
