import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useAppConfig } from '../AppConfigContext';
import { useI18n } from '../useI18n';
import { WithMantine } from '../WithMantine';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import classes from './PublicHeader.module.css';
import shell from './Shell.module.css';

// The phone menu loads on first tap (with Mantine, which the landing route does not load).
const PublicMenuDrawer = lazy(() => import('./PublicMenuDrawer').then((m) => ({ default: m.PublicMenuDrawer })));

// spec: layout.landing — nav My Orders, Service, About us, Contact us; Free Carrier Account, Free User Account.
const nav = [
  { label: /*i18n*/ { id: 'My Orders' }, href: '/my-orders' },
  { label: /*i18n*/ { id: 'Service' }, href: '/additional-details' },
  { label: /*i18n*/ { id: 'About us' }, href: '/about-us' },
  { label: /*i18n*/ { id: 'Contact us' }, href: '/contact-us' },
];

/** The guest's header, in plain markup: it is drawn on the landing before any Mantine code. */
export function PublicHeader() {
  const config = useAppConfig();
  const i18n = useI18n();
  const [location] = useLocation();
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);

  const links = nav.map((item) => (
    <Link
      key={item.href}
      href={item.href}
      className={classes.navLink}
      data-active={location === item.href || undefined}
      aria-current={location === item.href ? 'page' : undefined}
      onClick={close}
    >
      {i18n._(item.label)}
    </Link>
  ));

  // spec: header.external-links — the carrier site is separate; customers log in here.
  const accountButtons = (
    <>
      <a href={config.carrierSiteUrl} className={`${shell.button} ${shell.default}`} rel="noopener" onClick={close}>
        {i18n._('Free Carrier Account')}
      </a>
      <Link href="/register" className={shell.button} onClick={close}>
        {i18n._('Free User Account')}
      </Link>
    </>
  );

  return (
    <header className={classes.header}>
      <div className={`${shell.container} ${classes.bar}`}>
        <Logo />
        <nav aria-label={i18n._('Main')} className={`${classes.wide} ${classes.nav}`}>
          {links}
        </nav>
        <div className={`${classes.wide} ${classes.accounts}`}>
          <Link href="/login" className={classes.textLink}>
            {i18n._('Log in')}
          </Link>
          {accountButtons}
        </div>
        <LanguageSwitch className={classes.language} />
        <button type="button" onClick={() => setOpened((o) => !o)} aria-label={opened ? i18n._('Close menu') : i18n._('Open menu')} aria-expanded={opened} className={classes.burger} data-opened={opened || undefined}>
          <span className={classes.burgerLines} aria-hidden="true" />
        </button>
      </div>
      {opened ? (
        <WithMantine>
          <Suspense fallback={null}>
            <PublicMenuDrawer opened={opened} onClose={close} links={links} carrierSiteUrl={config.carrierSiteUrl} accountButtons={accountButtons} carrierLoginLabel={i18n._('Carrier login')} />
          </Suspense>
        </WithMantine>
      ) : null}
    </header>
  );
}
