import { editsCompanyName } from '../../machines/accountRules';
import { useContext, useId, useState } from 'react';
import { Anchor, Avatar, Button, FileButton, Group, Paper, SegmentedControl, SimpleGrid, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { IconUpload, IconUser } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { useAppActor } from '../inspection';
import { editProfileMachine, type ProfileDetails } from '../../machines/editProfileMachine';
import type { CommercialReference } from '../../schemas/commercialReference';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '../../schemas/locales';
import type { Profile } from '../../schemas/profile';
import type { Validation } from '../../schemas/validate';
import { AppEffectsContext, useAppEffects } from '../AppEffectsContext';
import { CommercialReferencesFields } from '../components/CommercialReferencesFields';
import { DigitsInput } from '../components/DigitsInput';
import { FormError } from '../components/FormError';
import { PageHeading } from '../components/PageHeading';
import { useRegisterGoBack } from '../GoBackContext';
import { useProfile, useSession } from '../SessionContext';
import { usePlainForm, useServerFieldErrors, useSchemaCheck } from '../formBinding';
import { translatedInputProps as field } from '../translatedInputProps';
import { useFormats } from '../useFormats';
import { useI18n, useMessage } from '../useI18n';
import type { PageProps } from '../PageProps';
import { acceptOf, formatNames, IMAGE_TYPES } from '../../schemas/uploadFormats';

export default function EditProfilePage({ title }: PageProps) {
  const profile = useProfile();
  // The route guard renders this page only for a signed-in session, whose profile is loaded.
  return profile ? <EditProfile title={title} profile={profile} /> : null;
}

const loadSchema = () => import('../../schemas/editProfileForm').then((m) => m.EditProfileForm);
const STEP1_KEYS = ['companyName', 'contactName', 'contactNumber', 'email'] as const;

function EditProfile({ title, profile }: { title: string; profile: Profile }) {
  const i18n = useI18n();
  const message = useMessage();
  const formats = useFormats();
  const session = useSession();
  const { showToast } = useAppEffects();
  const editor = useAppActor(
    editProfileMachine.provide({
      actions: {
        historyBack: () => window.history.back(),
        profileSaved: (_, saved) => {
          session.send({ type: 'profile.updated', profile: saved.profile });
          showToast({ message: saved.message });
        },
      },
    }),
    { input: { profile } },
  );
  useRegisterGoBack(editor);
  const step = useSelector(editor, (s) => (s.matches('editProfileStep2') || s.matches('saving') ? 1 : 0));
  const uploading = useSelector(editor, (s) => s.matches('uploadingPicture'));
  const saving = useSelector(editor, (s) => s.matches('saving'));
  const picture = useSelector(editor, (s) => s.context.profilePicture);
  const error = useSelector(editor, (s) => s.context.error);
  const fieldErrors = useSelector(editor, (s) => s.context.fieldErrors);
  const details = useSelector(editor, (s) => s.context.details);
  const references = useSelector(editor, (s) => s.context.commercialReference);

  const form = usePlainForm({ ...details, commercialReference: references.map((r) => ({ ...r })) as CommercialReference[] });
  useServerFieldErrors(form, fieldErrors);

  const check = useSchemaCheck(loadSchema);
  const submitStep1 = (event: React.FormEvent) => {
    event.preventDefault();
    const values = form.getValues();
    void check(values).then((result) => {
      const errors = stepErrors(STEP1_KEYS, result);
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) return;
      const next: ProfileDetails = { companyName: values.companyName, contactName: values.contactName, contactNumber: values.contactNumber, email: values.email };
      editor.send({ type: 'step1.submitted', details: next });
    });
  };

  const submitStep2 = (event: React.FormEvent) => {
    event.preventDefault();
    void check(form.getValues()).then((result) => {
      if (!result.ok) return form.setErrors(result.errors);
      editor.send({ type: 'profile.submitted', commercialReference: result.value.commercialReference });
    });
  };

  return (
    <Stack gap="lg" maw={760}>
      <PageHeading title={title} description={i18n._('Keep your company and contact details up to date.')} />
      <Text size="sm">
        {i18n._('Your password:')}{' '}
        <Anchor component={Link} href="/settings/password">
          {i18n._('Change password')}
        </Anchor>
      </Text>
      <LanguageChoice />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stepper active={step} size="sm" allowNextStepsSelect={false} mb="xl">
        <Stepper.Step label={i18n._('Company and contact')} />
        <Stepper.Step label={i18n._('Commercial references')} />
      </Stepper>
      <FormError message={error} />
      {step === 0 ? (
        <form noValidate onSubmit={submitStep1}>
          <Stack gap="md">
            <Group gap="md">
              <Avatar src={picture} alt={i18n._('Profile picture')} size={72} radius="xl" color="brand">
                <IconUser size={32} />
              </Avatar>
              <Stack gap={4}>
                <Group gap="xs">
                  <FileButton onChange={(file) => file && editor.send({ type: 'picture.selected', file })} accept={acceptOf(IMAGE_TYPES)}>
                    {(props) => (
                      <Button {...props} variant="light" size="xs" leftSection={<IconUpload size={14} />} loading={uploading}>
                        {i18n._('Upload picture')}
                      </Button>
                    )}
                  </FileButton>
                  {picture ? (
                    <Button variant="subtle" color="red.9" size="xs" onClick={() => editor.send({ type: 'picture.removed' })}>
                      {i18n._('Remove')}
                    </Button>
                  ) : null}
                </Group>
                <Text size="xs" c="dimmed">
                  {i18n._('{formats}, less than 2MB.', { formats: formats.orList(IMAGE_TYPES.map((type) => formatNames([type]))) })}
                </Text>
              </Stack>
            </Group>
            <TextInput label={i18n._('Company name')} disabled={!editsCompanyName(profile)} description={editsCompanyName(profile) ? undefined : i18n._('Only the main user can change the company.')} {...field(form, 'companyName', message)} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label={i18n._('Contact name')} autoComplete="name" {...field(form, 'contactName', message)} />
              <DigitsInput label={i18n._('Contact number')} description={i18n._('10 digits')} {...field(form, 'contactNumber', message)} />
            </SimpleGrid>
            <TextInput label={i18n._('Email')} type="email" autoComplete="email" {...field(form, 'email', message)} />
            <Group justify="flex-end">
              <Button type="submit" disabled={uploading}>
                {i18n._('Continue')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <form noValidate onSubmit={submitStep2}>
          <Stack gap="md">
            <CommercialReferencesFields form={form} />
            <Group justify="space-between">
              <Button variant="default" onClick={() => editor.send({ type: 'go.back' })} disabled={saving}>
                {i18n._('Back')}
              </Button>
              <Button type="submit" loading={saving}>
                {i18n._('Save changes')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      </Paper>
    </Stack>
  );
}

/**
 * The language of the app and of what the account receives (emails, notifications, documents):
 * each language named in itself. The page turns at once; the choice is saved with the account.
 */
function LanguageChoice() {
  const i18n = useI18n();
  // Without the app's effects (a page rendered alone) there is nothing to switch.
  const changeLocale = useContext(AppEffectsContext)?.changeLocale;
  const [pending, setPending] = useState(false);
  const labelId = useId();
  if (!changeLocale) return null;
  const current: Locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const change = (value: string) => {
    if (!isLocale(value) || value === current) return;
    setPending(true);
    void changeLocale(value).finally(() => setPending(false));
  };
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} id={labelId}>
        {i18n._('Language')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        aria-busy={pending || undefined}
        value={current}
        onChange={change}
        data={LOCALES.map((locale) => ({ value: locale, label: <span lang={locale}>{LOCALE_NAMES[locale]}</span> }))}
        w="fit-content"
        data-testid="profile-language"
      />
      <Text size="xs" c="dimmed">
        {i18n._('Emails, notifications and documents also come in this language.')}
      </Text>
    </Stack>
  );
}

/** The form's messages for one step's fields only (nested paths included). */
function stepErrors(keys: readonly string[], result: Validation<unknown>): Record<string, string> {
  if (result.ok) return {};
  return Object.fromEntries(Object.entries(result.errors).filter(([k]) => keys.some((key) => k === key || k.startsWith(`${key}.`))));
}
