import { Anchor, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import { useAppConfig } from '../AppConfigContext';
import { Logo } from './Logo';
import { StoreBadges } from './StoreBadges';
import classes from './Footer.module.css';

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

export function Footer() {
  const config = useAppConfig();
  return (
    <footer className={classes.footer}>
      <Container size="lg" py={48}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing={32}>
          <Stack gap="sm">
            <Logo inverted />
            <Text size="sm" c="gray.4" maw={260}>
              Cross-border trucking between the United States and Mexico, booked, paid and tracked in one place.
            </Text>
          </Stack>
          <nav aria-label="Company">
            <Text className={classes.heading}>Company</Text>
            <Stack gap={8}>
              {companyLinks.map((l) => (
                <Anchor key={l.label} component={Link} href={l.href} className={classes.link}>
                  {l.label}
                </Anchor>
              ))}
            </Stack>
          </nav>
          <nav aria-label="Help">
            <Text className={classes.heading}>Help</Text>
            <Stack gap={8}>
              {helpLinks.map((l) => (
                <Anchor key={l.label} component={Link} href={l.href} className={classes.link}>
                  {l.label}
                </Anchor>
              ))}
            </Stack>
          </nav>
          <div>
            <Text className={classes.heading}>Get the app</Text>
            <StoreBadges appStoreUrl={config.appStoreUrl} playStoreUrl={config.playStoreUrl} />
          </div>
        </SimpleGrid>
        <Divider my="xl" color="dark.4" />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="gray.4">© {year} Cargo Connects. All rights reserved.</Text>
          <Text size="xs" c="gray.4">Laredo · El Paso · Otay Mesa · Nogales · Pharr</Text>
        </Group>
      </Container>
    </footer>
  );
}
