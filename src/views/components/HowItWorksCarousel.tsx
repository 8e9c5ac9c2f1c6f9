import { useRef } from 'react';
import { ActionIcon, Anchor, Group, Paper, Skeleton, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link } from 'wouter';
import { howItWorks } from '../content/howItWorks';
import { useI18n } from '../useI18n';
import { RichText } from './RichText';
import classes from './HowItWorksCarousel.module.css';

export interface HowItWorksCard {
  readonly title: string;
  readonly body: string;
  /** The guideline page that tells the whole story, when the card comes from the server. */
  readonly href?: string;
}

/**
 * A scroll-snap carousel: keyboard and touch scrolling work natively; the arrows page by one card.
 * Without cards of its own it shows the product's static how-it-works steps.
 */
export function HowItWorksCarousel({ cards, loading = false }: { cards?: readonly HowItWorksCard[]; loading?: boolean }) {
  const i18n = useI18n();
  const track = useRef<HTMLDivElement>(null);
  // The server's cards come in its words (their content is the guideline pages'); the static ones in the page's language.
  const shown: readonly HowItWorksCard[] = cards && cards.length > 0 ? cards : howItWorks.map((step) => ({ title: i18n._(step.title), body: i18n._(step.body) }));
  const page = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const card = el.querySelector<HTMLElement>('[data-card]');
    el.scrollBy({ left: direction * ((card?.offsetWidth ?? 280) + 16), behavior: 'smooth' });
  };
  return (
    <section aria-labelledby="how-it-works-title" style={{ minWidth: 0 }}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id="how-it-works-title">
          {i18n._('How it works')}
        </Title>
        <Group gap={6}>
          <ActionIcon variant="default" onClick={() => page(-1)} aria-label={i18n._('Previous card')}>
            <IconChevronLeft size={16} />
          </ActionIcon>
          <ActionIcon variant="default" onClick={() => page(1)} aria-label={i18n._('Next card')}>
            <IconChevronRight size={16} />
          </ActionIcon>
        </Group>
      </Group>
      <div ref={track} className={classes.track} tabIndex={0} role="region" aria-label={i18n._('How it works cards')}>
        {loading
          ? [0, 1, 2].map((i) => (
              <Paper key={i} withBorder radius="lg" p="lg" className={classes.card} aria-hidden="true">
                <Skeleton height={32} circle mb="sm" />
                <Skeleton height={14} width="70%" mb={10} />
                <Skeleton height={10} mb={6} />
                <Skeleton height={10} width="85%" />
              </Paper>
            ))
          : shown.map((step, i) => (
              <Paper key={step.href ?? step.title} data-card withBorder radius="lg" p="lg" className={classes.card}>
                <ThemeIcon radius="xl" size={32} mb="sm">
                  {i + 1}
                </ThemeIcon>
                <Text fw={700} mb={4} component="h3" fz="md">
                  {step.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {step.body}
                </Text>
                {step.href ? (
                  <Anchor component={Link} href={step.href} size="sm" fw={600} mt="sm" display="inline-block">
                    <RichText text={i18n._('Read more<0> about {title}</0>', { title: step.title })} components={[<VisuallyHidden key="about" />]} />
                  </Anchor>
                ) : null}
              </Paper>
            ))}
      </div>
    </section>
  );
}
