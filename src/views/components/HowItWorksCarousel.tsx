import { useRef } from 'react';
import { ActionIcon, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { howItWorks } from '../content/howItWorks';
import classes from './HowItWorksCarousel.module.css';

/** A scroll-snap carousel: keyboard and touch scrolling work natively; the arrows page by one card. */
export function HowItWorksCarousel() {
  const track = useRef<HTMLDivElement>(null);
  const page = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const card = el.querySelector<HTMLElement>('[data-card]');
    el.scrollBy({ left: direction * ((card?.offsetWidth ?? 280) + 16), behavior: 'smooth' });
  };
  return (
    <section aria-labelledby="how-it-works-title">
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
        {howItWorks.map((step, i) => (
          <Paper key={step.title} data-card withBorder radius="lg" p="lg" className={classes.card}>
            <ThemeIcon radius="xl" size={32} mb="sm">
              {i + 1}
            </ThemeIcon>
            <Text fw={700} mb={4}>
              {step.title}
            </Text>
            <Text size="sm" c="dimmed">
              {step.body}
            </Text>
          </Paper>
        ))}
      </div>
    </section>
  );
}
