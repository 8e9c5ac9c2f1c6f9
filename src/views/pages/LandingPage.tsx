import { IconArrowRight, IconBuildingBridge2, IconCreditCard, IconRoute, IconShieldCheck, IconTruck } from '@tabler/icons-react';
import { Link } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { QUOTE_FORM_CATALOG } from '../../schemas/quoteFormCatalog';
import { useAppConfig } from '../AppConfigContext';
import { howItWorks, offerings } from '../content/howItWorks';
import { useI18n } from '../useI18n';
import { PlainQuoteForm, type PlainQuoteValues } from '../components/PlainQuoteForm';
import shell from '../components/Shell.module.css';
import classes from './LandingPage.module.css';

// Plain markup with the theme's variables: the landing's route loads no Mantine code (its
// JS budget is 90 KiB), and it is the page most visitors see first, on a phone.

const offeringIcons = [IconTruck, IconTruck, IconRoute, IconBuildingBridge2];
const bridges = ['Laredo – Nuevo Laredo', 'El Paso – Ciudad Juárez', 'Otay Mesa – Tijuana', 'Nogales – Nogales', 'Pharr – Reynosa'];

export default function LandingPage() {
  const config = useAppConfig();
  const i18n = useI18n();
  return (
    <>
      <div className={classes.hero}>
        <div className={`${shell.container} ${classes.heroInner}`}>
          <div className={classes.heroGrid}>
            <div className={classes.heroText}>
              <span className={classes.eyebrow}>{i18n._('US – Mexico cross-border trucking')}</span>
              <h1 className={`${shell.title} ${classes.heroTitle}`}>{i18n._('Cross-border freight, booked in minutes.')}</h1>
              <p className={classes.heroLead}>
                {i18n._('Request FTL or LTL trucking across the border, see the full price before you pay, and follow every load from pickup to delivery.')}
              </p>
              <div className={shell.group} style={{ gap: 'var(--mantine-spacing-sm)' }}>
                <Link href="/additional-details" className={`${shell.button} ${shell.lg} ${shell.sun} ${shell.iconRight}`}>
                  {i18n._('Request a service')}
                  <IconArrowRight size={18} aria-hidden="true" />
                </Link>
                <Link href="/register" className={`${shell.button} ${shell.lg} ${shell.outlineWhite}`}>
                  {i18n._('Create a company account')}
                </Link>
              </div>
              <p className={classes.quoteLink}>
                <Link href="/quote">
                  {i18n._('Or get an instant quote first: no account needed')} <IconArrowRight size={14} aria-hidden="true" />
                </Link>
              </p>
              <div className={`${shell.group} ${classes.assurances}`}>
                <span className={classes.assurance}>
                  <IconShieldCheck size={18} aria-hidden="true" />
                  {i18n._('Verified companies only')}
                </span>
                <span className={classes.assurance}>
                  <IconCreditCard size={18} aria-hidden="true" />
                  {i18n._('Price shown before payment')}
                </span>
              </div>
            </div>
            <QuoteCard />
          </div>
        </div>
      </div>

      <div className={classes.bridges}>
        <div className={`${shell.container} ${classes.bridgesInner}`}>
          <p className={classes.bridgesLead}>{i18n._('Bridges we cross every day')}</p>
          {bridges.map((b) => (
            <p key={b} className={classes.bridge}>
              {b}
            </p>
          ))}
        </div>
      </div>

      <section className={`${shell.container} ${classes.section}`} id="offerings">
        <div className={classes.sectionHead}>
          <p className={classes.kicker}>{i18n._('Our offerings')}</p>
          <h2 className={`${shell.title} ${classes.sectionTitle}`}>{i18n._('Whatever crosses the border, we have the truck for it')}</h2>
        </div>
        <div className={`${classes.grid} ${classes.cols4}`}>
          {offerings.map((o, i) => {
            const Icon = offeringIcons[i] ?? IconTruck;
            return (
              <div key={o.title.id} className={`${shell.card} ${classes.card}`}>
                <span className={`${classes.icon} ${classes.iconLight}`} style={{ width: 44, height: 44, marginBottom: 'var(--mantine-spacing-md)' }}>
                  <Icon size={24} aria-hidden="true" />
                </span>
                <h3 className={shell.title} style={{ fontSize: 'var(--mantine-font-size-lg)', marginBottom: 6 }}>
                  {i18n._(o.title)}
                </h3>
                <p className={`${shell.small} ${shell.dimmed}`} style={{ margin: 0 }}>
                  {i18n._(o.body)}
                </p>
              </div>
            );
          })}
        </div>
      </section>

      <div style={{ background: 'var(--mantine-color-brand-0)' }}>
        <section className={`${shell.container} ${classes.section}`} id="how-it-works">
          <div className={classes.sectionHead}>
            <p className={classes.kicker}>{i18n._('How it works')}</p>
            <h2 className={`${shell.title} ${classes.sectionTitle}`}>{i18n._('From sign-up to delivery in five steps')}</h2>
          </div>
          <ol className={`${classes.grid} ${classes.cols5} ${classes.steps}`}>
            {howItWorks.map((step, i) => (
              <li key={step.title.id} className={classes.step}>
                <span className={`${classes.icon} ${classes.iconFilled}`} style={{ width: 36, height: 36, borderRadius: '50%' }} aria-hidden="true">
                  {i + 1}
                </span>
                <h3 className={shell.title} style={{ fontSize: 'var(--mantine-font-size-md)' }}>
                  {i18n._(step.title)}
                </h3>
                <p className={`${shell.small} ${shell.dimmed}`} style={{ margin: 0 }}>
                  {i18n._(step.body)}
                </p>
              </li>
            ))}
          </ol>
        </section>
      </div>

      <div className={`${shell.container} ${classes.ctaSection}`}>
        <div className={classes.cta}>
          <div className={classes.ctaText}>
            <h2 className={`${shell.title} ${classes.ctaTitle}`}>{i18n._('Ready to move your next load?')}</h2>
            <p className={classes.ctaLead}>{i18n._('Shippers book here. Carriers join on the carrier site and get loads that fit their routes.')}</p>
          </div>
          <div className={`${shell.group} ${classes.ctaButtons}`}>
            <a href={config.carrierSiteUrl} className={`${shell.button} ${shell.md} ${shell.white}`} rel="noopener">
              {i18n._('Free Carrier Account')}
            </a>
            <Link href="/register" className={`${shell.button} ${shell.md} ${shell.sun}`}>
              {i18n._('Free User Account')}
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}

/** The instant quote's form on the landing: a GET to /quote before any script runs, the app's own move once it is up. */
function QuoteCard() {
  const i18n = useI18n();
  const open = (values: PlainQuoteValues) => navigate(`/quote?${new URLSearchParams(Object.entries(values).filter(([, value]) => value !== ''))}`);
  return (
    <div className={classes.quoteCard}>
      <p className={classes.quoteKicker}>{i18n._('Instant quote · no account needed')}</p>
      <PlainQuoteForm catalog={QUOTE_FORM_CATALOG} title={i18n._('What are you shipping, and where?')} onSubmit={open} />
    </div>
  );
}
