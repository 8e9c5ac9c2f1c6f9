import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { ActionIcon, Affix, Box, Container, Grid, NavLink, Paper, Skeleton, Stack } from '@mantine/core';
import { IconAdjustments, IconBell, IconFileSpreadsheet, IconFileText, IconHistory, IconHelpCircle, IconLock, IconLogout, IconMapPin, IconMessageCircle, IconShieldLock } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useAppActor } from '../inspection';
import { Link, useLocation } from 'wouter';
import { seesRecords } from '../../machines/accountRules';
import { settingsMachine } from '../../machines/settingsMachine';
import { useAppConfig } from '../AppConfigContext';
import { AppHeader } from '../components/AppHeader';
import type { HowItWorksCard } from '../components/HowItWorksCarousel';
import { useProfile } from '../SessionContext';
import { useI18n, useMessage } from '../useI18n';

// Below the page, never its first paint: the carousel loads just after.
const HowItWorksCarousel = lazy(() => import('../components/HowItWorksCarousel').then((m) => ({ default: m.HowItWorksCarousel })));

/**
 * spec: layout.settings — left list with Notifications first, then Notification preferences, Change password and Address book, then the server's guideline pages
 * (policy and help, by position), then Logout; a carousel of how-it-works cards; a floating chat
 * link. While the pages load the list shows placeholders; if they fail it shows Notifications and
 * Logout alone (spec err.settings-logged).
 */
export function SettingsLayout({ children }: { children: ReactNode }) {
  const i18n = useI18n();
  // The guideline pages' titles are the server's data: shown in the page's language where the catalog knows them.
  const translate = useMessage();
  const [location] = useLocation();
  const config = useAppConfig();
  const settings = useAppActor(settingsMachine);
  // The pages' titles come in the page's language: a switch asks for them again (what is open stays).
  const locale = i18n.locale;
  const listedIn = useRef(locale);
  useEffect(() => {
    if (listedIn.current === locale) return;
    listedIn.current = locale;
    settings.send({ type: 'language.changed' });
  }, [locale, settings]);
  const loading = useSelector(settings, (s) => s.matches('loading'));
  const links = useSelector(settings, (s) => s.context.links);
  const howItWorks = useSelector(settings, (s) => s.context.howItWorks);
  const cards: HowItWorksCard[] = howItWorks.map((p) => ({ title: p.title, body: p.subTitle, href: `/settings/${p.slug}` }));

  // The activity log and the exports only for the main user and admins (the pages refuse the others too).
  const records = seesRecords(useProfile());
  const items = [
    { label: i18n._('Notifications'), href: '/settings/notifications', icon: <IconBell size={18} /> },
    { label: i18n._('Notification preferences'), href: '/settings/notification-preferences', icon: <IconAdjustments size={18} /> },
    { label: i18n._('Change password'), href: '/settings/password', icon: <IconLock size={18} /> },
    { label: i18n._('Address book'), href: '/settings/addresses', icon: <IconMapPin size={18} /> },
    { label: i18n._('Security'), href: '/settings/security', icon: <IconShieldLock size={18} /> },
    ...(records
      ? [
          { label: i18n._('Team activity'), href: '/settings/activity', icon: <IconHistory size={18} /> },
          { label: i18n._('Export records'), href: '/settings/exports', icon: <IconFileSpreadsheet size={18} /> },
        ]
      : []),
    ...links.map((p) => ({
      label: translate(p.title),
      href: `/settings/${p.slug}`,
      icon: p.category === 'help' ? <IconHelpCircle size={18} /> : <IconFileText size={18} />,
    })),
  ];
  const logout = { label: i18n._('Logout'), href: '/settings/logout', icon: <IconLogout size={18} /> };
  const link = (item: typeof logout) => (
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
  );
  return (
    <Box mih="100vh" bg="var(--mantine-color-brand-0)" data-layout="settings">
      <AppHeader />
      <Container size="lg" py={32}>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Paper withBorder radius="lg" p="xs" component="nav" aria-label={i18n._('Settings')} aria-busy={loading || undefined}>
              {items.map(link)}
              {loading ? (
                <Stack gap={10} px="sm" py={10} data-testid="settings-pages-loading">
                  <Skeleton height={14} radius="sm" width="80%" />
                  <Skeleton height={14} radius="sm" width="65%" />
                  <Skeleton height={14} radius="sm" width="72%" />
                </Stack>
              ) : null}
              {link(logout)}
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }} miw={0}>
            <Stack gap="lg" miw={0}>
              <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="main" id="main">
                {children}
              </Paper>
              <Suspense fallback={<Skeleton height={220} radius="lg" aria-hidden="true" />}>
                <HowItWorksCarousel cards={cards} loading={loading} />
              </Suspense>
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
          aria-label={i18n._('Chat with us')}
          style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
        >
          <IconMessageCircle size={28} />
        </ActionIcon>
      </Affix>
    </Box>
  );
}
