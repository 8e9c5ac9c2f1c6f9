import { Box, Container, Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import type { Layout } from '../../schemas/routeTable';
import { HeaderSkeleton } from './HeaderSkeleton';
import { LandingLayout } from '../layouts/LandingLayout';

function Blocks() {
  return (
    <Stack gap="lg" data-testid="page-skeleton" aria-busy="true">
      <VisuallyHidden role="status">Loading…</VisuallyHidden>
      <Skeleton height={32} width="40%" radius="sm" />
      <Skeleton height={14} width="65%" radius="sm" />
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm">
          <Skeleton height={16} width="30%" radius="sm" />
          <Skeleton height={12} radius="sm" />
          <Skeleton height={12} width="85%" radius="sm" />
          <Skeleton height={12} width="70%" radius="sm" />
        </Stack>
      </Paper>
    </Stack>
  );
}

/**
 * What a page looks like while the session is checked with the server (a slow API): its layout's
 * frame with grey shapes, never a blank page. Signed-in layouts are drawn here, not loaded, so the
 * shapes show before any page code arrives.
 */
export function PageSkeleton({ layout }: { layout: Layout }) {
  if (layout === 'landing')
    return (
      <LandingLayout>
        <Container size="lg" py={48}>
          <Blocks />
        </Container>
      </LandingLayout>
    );
  return (
    <Box mih="100vh" bg={layout === 'bare' ? undefined : 'var(--mantine-color-brand-0)'}>
      {layout === 'bare' ? null : <HeaderSkeleton />}
      <Box component="main" id="main">
        <Container size="lg" py={32}>
          <Blocks />
        </Container>
      </Box>
    </Box>
  );
}
