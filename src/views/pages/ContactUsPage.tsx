import { Alert, Anchor, Button, Grid, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconClock, IconMail, IconSend, IconTruck, IconUsers } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useAppActor } from '../inspection';
import { contactMachine } from '../../machines/contactMachine';
import { CONTACT_MESSAGE_MAX } from '../../schemas/fieldRules';
import { DigitsInput } from '../components/DigitsInput';
import { FormError } from '../components/FormError';
import { PublicPage } from '../components/PublicPage';
import { inputProps, usePlainForm, useServerFieldErrors, useCheckedSubmit } from '../formBinding';
import type { PageProps } from '../PageProps';
import { PageForm } from '../components/PageForm';
import { useI18n, useMessage } from '../useI18n';

const loadSchema = () => import('../../schemas/contactForm').then((m) => m.ContactForm);

const channels = [
  { icon: IconMail, label: /*i18n*/ { id: 'General questions' }, email: 'hello@cargoconnects.example' },
  { icon: IconUsers, label: /*i18n*/ { id: 'Shipper support (orders, payments, accounts)' }, email: 'support@cargoconnects.example' },
  { icon: IconTruck, label: /*i18n*/ { id: 'Carriers' }, email: 'carriers@cargoconnects.example' },
  { icon: IconMail, label: /*i18n*/ { id: 'Press' }, email: 'press@cargoconnects.example' },
];

const blank = { name: '', email: '', company: '', phone: '', message: '' };

export default function ContactUsPage({ title }: PageProps) {
  const i18n = useI18n();
  const translate = useMessage();
  const contact = useAppActor(contactMachine);
  const state = useSelector(contact, (s) => s.value);
  const thanks = useSelector(contact, (s) => s.context.message);
  const error = useSelector(contact, (s) => s.context.error);
  const fieldErrors = useSelector(contact, (s) => s.context.fieldErrors);
  const form = usePlainForm(blank);
  useServerFieldErrors(form, fieldErrors);

  const submit = useCheckedSubmit(form, loadSchema, (value) => contact.send({ type: 'contact.submitted', form: value }));
  const sendAnother = () => {
    form.reset();
    contact.send({ type: 'form.reset' });
  };

  return (
    <PublicPage title={title} description={i18n._('Questions about a load, your account or working with us? Write to us and a person will answer.')}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            {state === 'sent' ? (
              <Stack gap="md" align="flex-start" role="status">
                <ThemeIcon size={48} radius="xl" color="teal" variant="light">
                  <IconCircleCheck size={28} />
                </ThemeIcon>
                <Title order={2} fz="lg">
                  {i18n._('Message sent')}
                </Title>
                <Text>{thanks === null ? null : translate(thanks)}</Text>
                <Button variant="light" onClick={sendAnother}>
                  {i18n._('Send another message')}
                </Button>
              </Stack>
            ) : (
              <PageForm onSubmit={submit} aria-labelledby="contact-form-title">
                <Title order={2} fz="lg" mb="md" id="contact-form-title">
                  {i18n._('Send us a message')}
                </Title>
                <FormError message={error} />
                <Stack gap="md">
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    <TextInput label={i18n._('Name')} autoComplete="name" {...inputProps(form, 'name')} />
                    <TextInput label={i18n._('Email')} type="email" autoComplete="email" {...inputProps(form, 'email')} />
                  </SimpleGrid>
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    <TextInput label={i18n._('Company')} description={i18n._('Optional')} autoComplete="organization" {...inputProps(form, 'company')} />
                    <DigitsInput label={i18n._('Phone')} description={i18n._('Optional, 10 digits')} {...inputProps(form, 'phone')} />
                  </SimpleGrid>
                  <Textarea
                    label={i18n._('Message')}
                    description={i18n._('Include an order number if your question is about a load.')}
                    autosize
                    minRows={5}
                    maxRows={12}
                    maxLength={CONTACT_MESSAGE_MAX}
                    {...inputProps(form, 'message')}
                  />
                  <Button type="submit" leftSection={<IconSend size={16} />} loading={state === 'sending'} style={{ alignSelf: 'flex-start' }}>
                    {i18n._('Send message')}
                  </Button>
                </Stack>
              </PageForm>
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="contact-details-title">
              <Title order={2} fz="lg" mb="md" id="contact-details-title">
                {i18n._('Write to the right team')}
              </Title>
              <Stack gap="md">
                {channels.map(({ icon: Icon, label, email }) => (
                  <Stack key={email} gap={2}>
                    <Text size="sm" c="dimmed" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
                      <Icon size={16} aria-hidden="true" />
                      {i18n._(label)}
                    </Text>
                    <Anchor href={`mailto:${email}`} fw={600}>
                      {email}
                    </Anchor>
                  </Stack>
                ))}
              </Stack>
            </Paper>
            <Alert variant="light" color="brand" radius="lg" icon={<IconClock size={20} />} title={i18n._('Business hours')}>
              <Text size="sm">{i18n._('Monday to Friday, 8:00 a.m. to 6:00 p.m. Central Time (CT).')}</Text>
              <Text size="sm" mt={6}>
                {i18n._('Messages that arrive outside these hours are answered the next business day. For a load already on the road, include its order number so we can reach the carrier quickly.')}
              </Text>
            </Alert>
          </Stack>
        </Grid.Col>
      </Grid>
    </PublicPage>
  );
}
