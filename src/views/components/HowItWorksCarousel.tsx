import { useRef } from 'react';
import { ActionIcon, Anchor, Group, Paper, Skeleton, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link } from 'wouter';
import { howItWorks } from '../content/howItWorks';
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
  const track = useRef<HTMLDivElement>(null);
  const shown: readonly HowItWorksCard[] = cards && cards.length > 0 ? cards : howItWorks;
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
          How it works
        </Title>
        <Group gap={6}>
          <ActionIcon variant="default" onClick={() => page(-1)} aria-label="Previous card">
            <IconChevronLeft size={16} />
          </ActionIcon>
          <ActionIcon variant="default" onClick={() => page(1)} aria-label="Next card">
            <IconChevronRight size={16} />
          </ActionIcon>
        </Group>
      </Group>
      <div ref={track} className={classes.track} tabIndex={0} role="region" aria-label="How it works cards">
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
                    Read more<VisuallyHidden> about {step.title}</VisuallyHidden>
                  </Anchor>
                ) : null}
              </Paper>
            ))}
      </div>
    </section>
  );
}
