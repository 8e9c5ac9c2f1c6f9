import type { ReactNode } from 'react';
import { DashboardLayout } from './DashboardLayout';

/** The booking and checkout flow: the signed-in header and the page, no marketing footer. */
export function FocusedLayout({ children }: { children: ReactNode }) {
  return <DashboardLayout footer={false}>{children}</DashboardLayout>;
}
