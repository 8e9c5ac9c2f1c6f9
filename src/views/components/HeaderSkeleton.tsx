import { Box, Container, Group, Skeleton } from '@mantine/core';
import { Logo } from './Logo';
import classes from './AppHeader.module.css';

/** The header's place while the session is checked: the logo and grey shapes, the same height. */
export function HeaderSkeleton() {
  return (
    <Box component="header" className={classes.header} aria-busy="true" data-testid="header-skeleton">
      <Container size="lg" h="100%">
        <Group justify="space-between" h="100%" wrap="nowrap">
          <Logo />
          <Group gap="sm" wrap="nowrap" aria-hidden="true">
            <Skeleton height={14} width={72} radius="sm" visibleFrom="sm" />
            <Skeleton height={36} circle />
            <Skeleton height={36} circle />
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
