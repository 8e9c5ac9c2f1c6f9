import { Link } from 'wouter';
import { useAppConfig } from '../AppConfigContext';
import { useI18n } from '../useI18n';
import { Logo } from './Logo';
import { StoreBadges } from './StoreBadges';
import classes from './Footer.module.css';
import shell from './Shell.module.css';

// spec: footer.links — About us, Our offerings, Newsroom, Blog, Careers, plus both store badges.
const companyLinks = [
  { label: /*i18n*/ { id: 'About us' }, href: '/about-us' },
  { label: /*i18n*/ { id: 'Our offerings' }, href: '/#offerings' },
  { label: /*i18n*/ { id: 'Newsroom' }, href: '/about-us#newsroom' },
  { label: /*i18n*/ { id: 'Blog' }, href: '/about-us#blog' },
  { label: /*i18n*/ { id: 'Careers' }, href: '/about-us#careers' },
];
const helpLinks = [
  { label: /*i18n*/ { id: 'Contact us' }, href: '/contact-us' },
  { label: /*i18n*/ { id: 'Privacy policy' }, href: '/privacy-policy-cargo-connects' },
  { label: /*i18n*/ { id: 'Terms and conditions' }, href: '/terms-condition' },
];

const year = new Date().getFullYear();

/** The public footer, in plain markup: the landing route loads no Mantine code. */
export function Footer() {
  const config = useAppConfig();
  const i18n = useI18n();
  return (
    <footer className={classes.footer}>
      <div className={`${shell.container} ${classes.inner}`}>
        <div className={classes.columns}>
          <div className={classes.about}>
            <Logo inverted />
            <p className={classes.blurb}>{i18n._('Cross-border trucking between the United States and Mexico, booked, paid and tracked in one place.')}</p>
          </div>
          <nav aria-label={i18n._('Company')}>
            <p className={classes.heading}>{i18n._('Company')}</p>
            <div className={classes.links}>
              {companyLinks.map((l) => (
                <Link key={l.href} href={l.href} className={classes.link}>
                  {i18n._(l.label)}
                </Link>
              ))}
            </div>
          </nav>
          <nav aria-label={i18n._('Help')}>
            <p className={classes.heading}>{i18n._('Help')}</p>
            <div className={classes.links}>
              {helpLinks.map((l) => (
                <Link key={l.href} href={l.href} className={classes.link}>
                  {i18n._(l.label)}
                </Link>
              ))}
            </div>
          </nav>
          <div>
            <p className={classes.heading}>{i18n._('Get the app')}</p>
            <StoreBadges appStoreUrl={config.appStoreUrl} playStoreUrl={config.playStoreUrl} />
          </div>
        </div>
        <hr className={classes.divider} />
        <div className={classes.bottom}>
          <p>{i18n._('© {year} Cargo Connects. All rights reserved.', { year })}</p>
          <p>Laredo · El Paso · Otay Mesa · Nogales · Pharr</p>
        </div>
      </div>
    </footer>
  );
}
