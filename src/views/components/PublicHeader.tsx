import { lazy, Suspense } from 'react';
import { Anchor, Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from 'wouter';
import { useAppConfig } from '../AppConfigContext';
import { Logo } from './Logo';
import classes from './PublicHeader.module.css';

// The phone menu loads on first tap: the landing route's first paint does not need it.
const PublicMenuDrawer = lazy(() => import('./PublicMenuDrawer').then((m) => ({ default: m.PublicMenuDrawer })));

// spec: layout.landing — nav My Orders, Service, About us, Contact us; Free Carrier Account, Free User Account.
const nav = [
  { label: 'My Orders', href: '/my-orders' },
  { label: 'Service', href: '/additional-details' },
  { label: 'About us', href: '/about-us' },
  { label: 'Contact us', href: '/contact-us' },
];

export function PublicHeader() {
  const config = useAppConfig();
  const [location] = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);

  const links = nav.map((item) => (
    <Anchor
      key={item.href}
      component={Link}
      href={item.href}
      className={classes.navLink}
      data-active={location === item.href || undefined}
      aria-current={location === item.href ? 'page' : undefined}
      onClick={close}
    >
      {item.label}
    </Anchor>
  ));

  // spec: header.external-links — the carrier site is separate; customers log in here.
  const accountButtons = (
    <>
      <Button component="a" href={config.carrierSiteUrl} variant="default" rel="noopener" onClick={close}>
        Free Carrier Account
      </Button>
      <Button component={Link} href="/register" onClick={close}>
        Free User Account
      </Button>
    </>
  );

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group justify="space-between" h="100%" wrap="nowrap">
          <Logo />
          <Group component="nav" aria-label="Main" gap={28} visibleFrom="md">
            {links}
          </Group>
          <Group gap="sm" visibleFrom="md" wrap="nowrap">
            <Anchor component={Link} href="/login" fw={600} size="sm" c="brand.9" className={classes.textLink}>
              Log in
            </Anchor>
            {accountButtons}
          </Group>
          <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label={opened ? 'Close menu' : 'Open menu'} aria-expanded={opened} className={classes.burger} />
        </Group>
      </Container>
      {opened ? (
        <Suspense fallback={null}>
          <PublicMenuDrawer opened={opened} onClose={close} links={links} carrierSiteUrl={config.carrierSiteUrl} accountButtons={accountButtons} />
        </Suspense>
      ) : null}
    </Box>
  );
}
