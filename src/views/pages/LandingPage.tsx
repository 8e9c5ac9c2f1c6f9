import { Badge, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconBuildingBridge2, IconCreditCard, IconMapPin, IconRoute, IconShieldCheck, IconTruck } from '@tabler/icons-react';
import { Link } from 'wouter';
import { ORDER_STATUS_RULES } from '../../schemas/orderStatus';
import { useAppConfig } from '../AppConfigContext';
import { howItWorks, offerings } from '../content/howItWorks';
import classes from './LandingPage.module.css';

const offeringIcons = [IconTruck, IconTruck, IconRoute, IconBuildingBridge2];
const bridges = ['Laredo – Nuevo Laredo', 'El Paso – Ciudad Juárez', 'Otay Mesa – Tijuana', 'Nogales – Nogales', 'Pharr – Reynosa'];

export default function LandingPage() {
  const config = useAppConfig();
  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" py={{ base: 48, md: 88 }}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} className={classes.heroGrid}>
            <Stack gap="lg" justify="center">
              <Badge variant="white" color="brand" size="lg" radius="sm" className={classes.eyebrow}>
                US – Mexico cross-border trucking
              </Badge>
              <Title order={1} className={classes.heroTitle}>
                Cross-border freight, booked in minutes.
              </Title>
              <Text className={classes.heroLead}>
                Request FTL or LTL trucking across the border, see the full price before you pay, and follow every load
                from pickup to delivery.
              </Text>
              <Group gap="sm">
                <Button component={Link} href="/additional-details" size="lg" color="sun.4" c="dark.9" rightSection={<IconArrowRight size={18} />}>
                  Request a service
                </Button>
                <Button component={Link} href="/register" size="lg" variant="outline" color="white" className={classes.ghost}>
                  Create a company account
                </Button>
              </Group>
              <Group gap="lg" className={classes.assurances}>
                <Group gap={6}>
                  <IconShieldCheck size={18} aria-hidden="true" />
                  <Text size="sm">Verified companies only</Text>
                </Group>
                <Group gap={6}>
                  <IconCreditCard size={18} aria-hidden="true" />
                  <Text size="sm">Price shown before payment</Text>
                </Group>
              </Group>
            </Stack>
            <RouteCard />
          </SimpleGrid>
        </Container>
      </Box>

      <Box className={classes.bridges}>
        <Container size="lg" py="md">
          <Group gap="xl" justify="center" wrap="wrap">
            <Text size="sm" fw={600} c="dimmed">
              Bridges we cross every day
            </Text>
            {bridges.map((b) => (
              <Text key={b} size="sm" fw={500} c="dark.6">
                {b}
              </Text>
            ))}
          </Group>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 56, md: 88 }} id="offerings">
        <Stack gap={8} mb={40} maw={640}>
          <Text fw={700} c="brand.8" tt="uppercase" size="sm" lts="0.08em">
            Our offerings
          </Text>
          <Title order={2} fz={{ base: 26, md: 34 }}>
            Whatever crosses the border, we have the truck for it
          </Title>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {offerings.map((o, i) => {
            const Icon = offeringIcons[i] ?? IconTruck;
            return (
              <Paper key={o.title} withBorder radius="lg" p="xl" className={classes.card}>
                <ThemeIcon size={44} radius="md" variant="light" mb="md">
                  <Icon size={24} />
                </ThemeIcon>
                <Title order={3} fz="lg" mb={6}>
                  {o.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {o.body}
                </Text>
              </Paper>
            );
          })}
        </SimpleGrid>
      </Container>

      <Box bg="var(--mantine-color-brand-0)">
        <Container size="lg" py={{ base: 56, md: 88 }} id="how-it-works">
          <Stack gap={8} mb={40} maw={640}>
            <Text fw={700} c="brand.8" tt="uppercase" size="sm" lts="0.08em">
              How it works
            </Text>
            <Title order={2} fz={{ base: 26, md: 34 }}>
              From sign-up to delivery in five steps
            </Title>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="lg">
            {howItWorks.map((step, i) => (
              <Stack key={step.title} gap="xs">
                <ThemeIcon size={36} radius="xl">
                  <Text fw={700} size="sm">
                    {i + 1}
                  </Text>
                </ThemeIcon>
                <Title order={3} fz="md">
                  {step.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {step.body}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 56, md: 80 }}>
        <Paper radius="xl" p={{ base: 28, md: 48 }} className={classes.cta}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <Stack gap="xs">
              <Title order={2} c="white" fz={{ base: 24, md: 30 }}>
                Ready to move your next load?
              </Title>
              <Text c="brand.0">Shippers book here. Carriers join on the carrier site and get loads that fit their routes.</Text>
            </Stack>
            <Group justify="flex-end" gap="sm" className={classes.ctaButtons}>
              <Button component="a" href={config.carrierSiteUrl} size="md" variant="white" color="dark" rel="noopener">
                Free Carrier Account
              </Button>
              <Button component={Link} href="/register" size="md" color="sun.4" c="dark.9">
                Free User Account
              </Button>
            </Group>
          </SimpleGrid>
        </Paper>
      </Container>
    </>
  );
}

const stops = [
  { label: 'Pickup', place: 'Monterrey, Nuevo León', crossing: false },
  { label: 'Crossing', place: 'World Trade Bridge, Laredo', crossing: true },
  { label: 'Drop', place: 'Dallas, Texas', crossing: false },
];

/** An illustrative route card: how a booked load reads, in the product's own words. */
function RouteCard() {
  return (
    <Paper radius="xl" p="xl" shadow="xl" className={classes.routeCard} aria-label="Example of a booked load">
      <Group justify="space-between" mb="md">
        <Text fw={700}>Northbound · FTL · Dry Van</Text>
        <Badge color="teal.9" variant="filled">
          {ORDER_STATUS_RULES.InProgress.label}
        </Badge>
      </Group>
      <Stack gap={0} className={classes.timeline}>
        {stops.map((stop, i) => (
          <div key={stop.label}>
            {i > 0 ? <div className={classes.line} aria-hidden="true" /> : null}
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={28} radius="xl" variant="light" color={stop.crossing ? 'sun' : undefined}>
                {stop.crossing ? <IconBuildingBridge2 size={16} /> : <IconMapPin size={16} />}
              </ThemeIcon>
              <div>
                <Text size="xs" c="dimmed">
                  {stop.label}
                </Text>
                <Text fw={600}>{stop.place}</Text>
              </div>
            </Group>
          </div>
        ))}
      </Stack>
      <Group justify="space-between" mt="lg" pt="md" className={classes.routeFooter}>
        <Text size="sm" c="dimmed">
          Securing: 4 straps · 1 tarp
        </Text>
        <Text size="sm" fw={700}>
          Price confirmed before payment
        </Text>
      </Group>
    </Paper>
  );
}
