import { lazy } from 'react';
import { requestsServices } from '../../machines/accountRules';
import { ActionIcon, Anchor, Box, Button, Container, Group } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { Link, useLocation } from 'wouter';
import { useGoBackTarget } from '../GoBackContext';
import { useProfile } from '../SessionContext';
import { useI18n } from '../useI18n';
import { BellPlaceholder } from './BellButton';
import { DeferredControl } from './DeferredControl';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { ProfileButton } from './ProfileButton';
import classes from './AppHeader.module.css';

// The bell's dropdown (a Menu, the notification rows) loads when the browser is idle or at the
// first click: the bell and its count show at once without it (DeferredControl).
const NotificationBell = lazy(() => import('./NotificationBell').then((m) => ({ default: m.NotificationBell })));
// The profile menu too.
const ProfileMenu = lazy(() => import('./ProfileMenu').then((m) => ({ default: m.ProfileMenu })));

// spec: header.go-back-visible — only these pages offer it, and only when their machine can go back.
const GO_BACK_PAGES = ['/additional-details', '/edit-profile'];

/**
 * The logo with the page's Go back (shown exactly when its machine can go back). Desktop: a worded
 * button after the logo. Phones: a 44 px arrow leading the bar (first in the DOM too, so focus
 * follows what is seen) and the logo's mark alone, so the bar is not crowded.
 */
function LogoWithGoBack({ target }: { target: AnyActorRef }) {
  const i18n = useI18n();
  const canGoBack = useSelector(target, (snapshot) => snapshot.can({ type: 'go.back' }));
  if (!canGoBack) return <Logo />;
  const goBack = () => target.send({ type: 'go.back' });
  return (
    <>
      <ActionIcon variant="subtle" color="dark" size={44} onClick={goBack} aria-label={i18n._('Go back')} hiddenFrom="sm" className={classes.phoneBack}>
        <IconArrowLeft size={22} />
      </ActionIcon>
      <Logo compact />
      <Button variant="subtle" color="dark" leftSection={<IconArrowLeft size={16} />} onClick={goBack} px="xs" visibleFrom="sm">
        {i18n._('Go back')}
      </Button>
    </>
  );
}

export function AppHeader() {
  const i18n = useI18n();
  const [location] = useLocation();
  const profile = useProfile();
  const goBackTarget = useGoBackTarget();
  const onMyOrders = location === '/my-orders';
  const profilePicture = profile?.profilePicture;
  const displayName = profile?.contactName;

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group justify="space-between" h="100%" wrap="nowrap" className={classes.bar}>
          <Group gap={6} wrap="nowrap" className={classes.start}>
            {/* Phones: the mark only (its words stay the link's name), or the bar would overflow with the language switch. */}
            {goBackTarget && GO_BACK_PAGES.includes(location) ? <LogoWithGoBack target={goBackTarget} /> : <Logo compact />}
          </Group>
          <Group gap="sm" wrap="nowrap" className={classes.actions}>
            {/* spec: header.new-service */}
            {onMyOrders ? (
              // Issue 17.4: a Viewer has no New Service (the wizard would turn them away).
              requestsServices(profile) ? (
                <>
                  <Button component={Link} href="/additional-details" leftSection={<IconPlus size={16} />} visibleFrom="sm">
                    {i18n._('New Service')}
                  </Button>
                  <ActionIcon component={Link} href="/additional-details" size={44} hiddenFrom="sm" aria-label={i18n._('New Service')}>
                    <IconPlus size={18} />
                  </ActionIcon>
                </>
              ) : null
            ) : (
              <Anchor component={Link} href="/my-orders" fw={600} size="sm" c="brand.9" className={classes.textLink}>
                {i18n._('My Orders')}
              </Anchor>
            )}
            <LanguageSwitch />
            {/* spec: header.bell-badge, header.bell-dropdown */}
            <DeferredControl placeholder={(open) => <BellPlaceholder onOpen={open} />}>{() => <NotificationBell />}</DeferredControl>
            {/* spec: header.profile-menu, header.dropdown-toggle (Mantine Menu toggles and closes on outside click) */}
            {/* spec: header.profile-menu, header.dropdown-toggle */}
            <DeferredControl placeholder={(open) => <ProfileButton picture={profilePicture} name={displayName} onClick={open} />}>
              {(defaultOpened) => <ProfileMenu profile={profile} defaultOpened={defaultOpened} />}
            </DeferredControl>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
