import { Link } from 'wouter';
import { useAppConfig } from '../AppConfigContext';
import { Logo } from './Logo';
import { StoreBadges } from './StoreBadges';
import classes from './Footer.module.css';
import shell from './Shell.module.css';

// spec: footer.links — About us, Our offerings, Newsroom, Blog, Careers, plus both store badges.
const companyLinks = [
  { label: 'About us', href: '/about-us' },
  { label: 'Our offerings', href: '/#offerings' },
  { label: 'Newsroom', href: '/about-us#newsroom' },
  { label: 'Blog', href: '/about-us#blog' },
  { label: 'Careers', href: '/about-us#careers' },
];
const helpLinks = [
  { label: 'Contact us', href: '/contact-us' },
  { label: 'Privacy policy', href: '/privacy-policy-cargo-connects' },
  { label: 'Terms and conditions', href: '/terms-condition' },
];

const year = new Date().getFullYear();

/** The public footer, in plain markup: the landing route loads no Mantine code. */
export function Footer() {
  const config = useAppConfig();
  return (
    <footer className={classes.footer}>
      <div className={`${shell.container} ${classes.inner}`}>
        <div className={classes.columns}>
          <div className={classes.about}>
            <Logo inverted />
            <p className={classes.blurb}>Cross-border trucking between the United States and Mexico, booked, paid and tracked in one place.</p>
          </div>
          <nav aria-label="Company">
            <p className={classes.heading}>Company</p>
            <div className={classes.links}>
              {companyLinks.map((l) => (
                <Link key={l.label} href={l.href} className={classes.link}>
                  {l.label}
                </Link>
              ))}
            </div>
          </nav>
          <nav aria-label="Help">
            <p className={classes.heading}>Help</p>
            <div className={classes.links}>
              {helpLinks.map((l) => (
                <Link key={l.label} href={l.href} className={classes.link}>
                  {l.label}
                </Link>
              ))}
            </div>
          </nav>
          <div>
            <p className={classes.heading}>Get the app</p>
            <StoreBadges appStoreUrl={config.appStoreUrl} playStoreUrl={config.playStoreUrl} />
          </div>
        </div>
        <hr className={classes.divider} />
        <div className={classes.bottom}>
          <p>© {year} Cargo Connects. All rights reserved.</p>
          <p>Laredo · El Paso · Otay Mesa · Nogales · Pharr</p>
        </div>
      </div>
    </footer>
  );
}
