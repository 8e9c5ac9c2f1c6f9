import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { AppHeader } from '../components/AppHeader';

/** spec: layout.default — header only. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh">
      <AppHeader />
      <Box component="main" id="main">
        {children}
      </Box>
    </Box>
  );
}
