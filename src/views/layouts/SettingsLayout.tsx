import type { ReactNode } from 'react';
import { ActionIcon, Affix, Box, Container, Grid, NavLink, Paper, Stack } from '@mantine/core';
import { IconBell, IconFileText, IconLogout, IconMessageCircle } from '@tabler/icons-react';
import { Link, useLocation } from 'wouter';
import { useAppConfig } from '../AppConfigContext';
import { AppHeader } from '../components/AppHeader';
import { HowItWorksCarousel } from '../components/HowItWorksCarousel';

export interface GuidelineLink {
  readonly title: string;
  readonly slug: string;
}

/**
 * spec: layout.settings — left list with Notifications first, then the server's guideline pages,
 * then Logout; a carousel of how-it-works cards; a floating chat link.
 */
export function SettingsLayout({ children, guidelinePages = [] }: { children: ReactNode; guidelinePages?: readonly GuidelineLink[] }) {
  const [location] = useLocation();
  const config = useAppConfig();
  const items = [
    { label: 'Notifications', href: '/settings/notifications', icon: <IconBell size={18} /> },
    ...guidelinePages.map((p) => ({ label: p.title, href: `/settings/${p.slug}`, icon: <IconFileText size={18} /> })),
    { label: 'Logout', href: '/settings/logout', icon: <IconLogout size={18} /> },
  ];
  return (
    <Box mih="100vh" bg="var(--mantine-color-brand-0)" data-layout="settings">
      <AppHeader />
      <Container size="lg" py={32}>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Paper withBorder radius="lg" p="xs" component="nav" aria-label="Settings">
              {items.map((item) => (
                <NavLink
                  key={item.href}
                  component={Link}
                  href={item.href}
                  label={item.label}
                  leftSection={item.icon}
                  active={location === item.href}
                  aria-current={location === item.href ? 'page' : undefined}
                  variant="light"
                  style={{ borderRadius: 8 }}
                />
              ))}
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Stack gap="lg">
              <Paper withBorder radius="lg" p="lg" component="main" id="main">
                {children}
              </Paper>
              <HowItWorksCarousel />
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
      <Affix position={{ bottom: 24, right: 24 }}>
        <ActionIcon
          component="a"
          href={config.chatUrl}
          target="_blank"
          rel="noopener noreferrer"
          size={56}
          radius="xl"
          color="teal.9"
          variant="filled"
          aria-label="Chat with us"
          style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
        >
          <IconMessageCircle size={28} />
        </ActionIcon>
      </Affix>
    </Box>
  );
}
