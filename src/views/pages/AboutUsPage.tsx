import { useEffect } from 'react';
import { Anchor, Badge, Box, Button, Divider, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBridge2, IconCreditCard, IconFileCheck, IconLanguage, IconMail, IconShieldCheck, IconTruck, IconUsers } from '@tabler/icons-react';
import { Link } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';
import { PublicPage } from '../components/PublicPage';
import type { PageProps } from '../PageProps';
import { RichText } from '../components/RichText';
import { useI18n } from '../useI18n';

const sides = [
  {
    icon: IconUsers,
    title: /*i18n*/ { id: 'For shippers' },
    body: /*i18n*/ { id: 'Manufacturers, distributors and brokers request FTL or LTL trucking across the border, choose the trailer and securing equipment, and see the full price before they pay.' },
  },
  {
    icon: IconTruck,
    title: /*i18n*/ { id: 'For carriers' },
    body: /*i18n*/ { id: 'Verified trucking companies on both sides of the border take the loads that suit their equipment and lanes, on a separate carrier site built for dispatch.' },
  },
  {
    icon: IconBuildingBridge2,
    title: /*i18n*/ { id: 'At the border' },
    body: /*i18n*/ { id: 'Each order keeps its customs entry number, documents and proof of delivery together, so everyone involved in the crossing works from the same record.' },
  },
];

const principles = [
  { icon: IconShieldCheck, title: /*i18n*/ { id: 'Verified companies only' }, body: /*i18n*/ { id: 'Every shipper and carrier account is checked by our team before it can book or haul a load.' } },
  { icon: IconCreditCard, title: /*i18n*/ { id: 'The price before the payment' }, body: /*i18n*/ { id: 'The price is calculated from your route, trailer and equipment before you pay, and you are charged exactly that amount, once.' } },
  { icon: IconFileCheck, title: /*i18n*/ { id: 'One record per load' }, body: /*i18n*/ { id: 'Status, documents, entry numbers and ratings stay with the order, from booking to delivery.' } },
  { icon: IconLanguage, title: /*i18n*/ { id: 'English and Spanish' }, body: /*i18n*/ { id: 'Our support team works in both languages, because every load has people on both sides of the border.' } },
];

const crossings = ['Laredo – Nuevo Laredo', 'El Paso – Ciudad Juárez', 'Otay Mesa – Tijuana', 'Nogales – Nogales', 'Pharr – Reynosa'];

const updates = [
  { title: /*i18n*/ { id: 'Sub-users for company accounts' }, body: /*i18n*/ { id: 'A company’s main user can now give colleagues their own sign-in, so dispatchers and buyers book and follow orders without sharing a password.' } },
  { title: /*i18n*/ { id: 'Price calculated before payment' }, body: /*i18n*/ { id: 'The price of a request now comes from the route, trailer, equipment and address zones, and is shown on the summary before you pay.' } },
  { title: /*i18n*/ { id: 'Documents with every order' }, body: /*i18n*/ { id: 'Entry numbers, proof of photography and delivery documents are attached to the order they belong to.' } },
];

const guides = [
  {
    tag: /*i18n*/ { id: 'Guide' },
    title: /*i18n*/ { id: 'Northbound or southbound: what changes for your paperwork' },
    body: [
      /*i18n*/ { id: 'A northbound load enters the United States and needs a customs entry with U.S. Customs and Border Protection; a southbound load needs a Mexican pedimento filed by a licensed customs broker.' },
      /*i18n*/ { id: 'Whichever direction you ship, have the commercial invoice, packing list and bill of lading ready before pickup, and add the entry number to your order as soon as your broker has it.' },
    ],
  },
  {
    tag: /*i18n*/ { id: 'Guide' },
    title: /*i18n*/ { id: 'FTL or LTL: choosing for a cross-border load' },
    body: [
      /*i18n*/ { id: 'Full truckload (FTL) gives your freight the whole trailer: fewer handoffs and a more predictable crossing, at a higher price per load.' },
      /*i18n*/ { id: 'Less than truckload (LTL) shares the trailer with other shippers and suits a few pallets. Allow for consolidation time, and label every pallet clearly.' },
    ],
  },
  {
    tag: /*i18n*/ { id: 'Guide' },
    title: /*i18n*/ { id: 'Securing flatbed freight: chains, straps and tarps' },
    body: [
      /*i18n*/ { id: 'Steel coils and machinery usually travel with chains; lighter or finished goods with straps. Tarps keep weather and road dirt off loads that must arrive clean and dry.' },
      /*i18n*/ { id: 'Choose the equipment when you request the service and give the quantities you need, so the carrier arrives with everything on board.' },
    ],
  },
];

const currentHash = () => location.hash;

/** Footer links point at /about-us#newsroom, #blog and #careers; the page loads lazily, so it scrolls itself. */
function useScrollToHash() {
  const hash = useLocationProperty(currentHash, () => '');
  useEffect(() => {
    const id = hash.slice(1);
    if (!id) return;
    document.getElementById(decodeURIComponent(id))?.scrollIntoView();
  }, [hash]);
}

function SectionTitle({ id, eyebrow, title }: { id: string; eyebrow: string; title: string }) {
  return (
    <Stack gap={6} mb="lg">
      <Text fw={700} c="brand.8" tt="uppercase" size="xs" lts="0.08em">
        {eyebrow}
      </Text>
      {/* The sticky header covers the top of the window: land the eyebrow below it. */}
      <Title order={2} id={id} fz={{ base: 22, sm: 26 }} style={{ scrollMarginTop: 120 }}>
        {title}
      </Title>
    </Stack>
  );
}

export default function AboutUsPage({ title }: PageProps) {
  useScrollToHash();
  const i18n = useI18n();
  return (
    <PublicPage title={title} description={i18n._('Who we are and how we move freight across the US–Mexico border.')}>
      <Stack gap={56}>
        <Text fz="lg" lh={1.7} maw={720}>
          {i18n._('Cargo Connects is a marketplace for cross-border trucking between the United States and Mexico. Shippers book a load, see its price before they pay and follow it from pickup to delivery; verified carriers take the loads that fit their trucks and lanes. We built it because booking a crossing still too often means phone calls, spreadsheets and prices that change after the truck has left.')}
        </Text>

        <Box component="section" aria-labelledby="what-we-do">
          <SectionTitle id="what-we-do" eyebrow={i18n._('What we do')} title={i18n._('One place for everyone a load depends on')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {sides.map(({ icon: Icon, title: heading, body }) => (
              <Paper key={heading.id} withBorder radius="lg" p="lg">
                <ThemeIcon size={40} radius="md" variant="light" mb="sm">
                  <Icon size={22} />
                </ThemeIcon>
                <Title order={3} fz="md" mb={6}>
                  {i18n._(heading)}
                </Title>
                <Text size="sm" c="dimmed" lh={1.6}>
                  {i18n._(body)}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Box>

        <Box component="section" aria-labelledby="how-we-work">
          <SectionTitle id="how-we-work" eyebrow={i18n._('How we work')} title={i18n._('What you can count on')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
            {principles.map(({ icon: Icon, title: heading, body }) => (
              <Box key={heading.id} style={{ display: 'flex', gap: 14 }}>
                <ThemeIcon size={36} radius="xl" variant="light" style={{ flexShrink: 0 }}>
                  <Icon size={20} />
                </ThemeIcon>
                <div>
                  <Title order={3} fz="md" mb={4}>
                    {i18n._(heading)}
                  </Title>
                  <Text size="sm" c="dimmed" lh={1.6}>
                    {i18n._(body)}
                  </Text>
                </div>
              </Box>
            ))}
          </SimpleGrid>
        </Box>

        <Box component="section" aria-labelledby="where-we-operate">
          <SectionTitle id="where-we-operate" eyebrow={i18n._('Where we operate')} title={i18n._('The main commercial crossings of the border')} />
          <Text c="dimmed" mb="md" maw={680}>
            {i18n._('You choose the port or bridge of crossing when you request a service. These are the crossings our carriers use most:')}
          </Text>
          <List spacing={6} icon={<IconBuildingBridge2 size={16} aria-hidden="true" />} center>
            {crossings.map((c) => (
              <List.Item key={c}>{c}</List.Item>
            ))}
          </List>
        </Box>

        <Divider />

        <Box component="section" aria-labelledby="newsroom">
          <SectionTitle id="newsroom" eyebrow={i18n._('Newsroom')} title={i18n._('News and product updates')} />
          <Stack gap="md">
            {updates.map((u) => (
              <Paper key={u.title.id} withBorder radius="lg" p="lg">
                <Badge variant="light" color="brand" radius="sm" mb="xs">
                  {i18n._('Product update')}
                </Badge>
                <Title order={3} fz="md" mb={4}>
                  {i18n._(u.title)}
                </Title>
                <Text size="sm" c="dimmed" lh={1.6}>
                  {i18n._(u.body)}
                </Text>
              </Paper>
            ))}
          </Stack>
          <Text size="sm" mt="md">
            <RichText
              text={i18n._('Journalists and analysts: write to <0>{email}</0>.', { email: 'press@cargoconnects.example' })}
              components={[<Anchor key="press" href="mailto:press@cargoconnects.example" fw={600} />]}
            />
          </Text>
        </Box>

        <Box component="section" aria-labelledby="blog">
          <SectionTitle id="blog" eyebrow={i18n._('Blog')} title={i18n._('Practical guides for cross-border shippers')} />
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {guides.map((g) => (
              <Paper key={g.title.id} component="article" withBorder radius="lg" p="lg">
                <Badge variant="outline" color="brand" radius="sm" mb="xs">
                  {i18n._(g.tag)}
                </Badge>
                <Title order={3} fz="md" mb="xs">
                  {i18n._(g.title)}
                </Title>
                <Stack gap="xs">
                  {g.body.map((p) => (
                    <Text key={p.id} size="sm" c="dimmed" lh={1.6}>
                      {i18n._(p)}
                    </Text>
                  ))}
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        </Box>

        <Box component="section" aria-labelledby="careers">
          <SectionTitle id="careers" eyebrow={i18n._('Careers')} title={i18n._('Work with us')} />
          <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <Stack gap="sm" maw={720}>
              <Text lh={1.7}>
                {i18n._('We are a small team of logistics people and software engineers working on both sides of the border. We look for people who have seen a load stuck at a crossing and want to fix why: operations coordinators, carrier onboarding specialists, support agents fluent in English and Spanish, and engineers.')}
              </Text>
              <Text lh={1.7}>
                {i18n._('Open positions are posted on this page when we have them. If you would like to work with us in the meantime, send your CV and a few lines about the work you want to do. We read every message.')}
              </Text>
              <Button component="a" href="mailto:careers@cargoconnects.example" variant="light" leftSection={<IconMail size={16} />} style={{ alignSelf: 'flex-start' }}>
                careers@cargoconnects.example
              </Button>
            </Stack>
          </Paper>
        </Box>

        <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="brand.8" c="white">
          <Stack gap="sm" align="flex-start">
            <Title order={2} fz={{ base: 20, sm: 24 }} c="white">
              {i18n._('Ready to ship across the border?')}
            </Title>
            <Text c="white">{i18n._('Create a free company account. Our team verifies it, usually within one business day.')}</Text>
            <Button component={Link} href="/register" color="sun.4" c="dark.9">
              {i18n._('Create a company account')}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </PublicPage>
  );
}
