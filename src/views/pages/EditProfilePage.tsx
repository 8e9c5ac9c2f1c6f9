import { editsCompanyName } from '../../machines/accountRules';
import { Anchor, Avatar, Button, FileButton, Group, Paper, SimpleGrid, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { IconUpload, IconUser } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { useAppActor } from '../inspection';
import { editProfileMachine, type ProfileDetails } from '../../machines/editProfileMachine';
import type { CommercialReference } from '../../schemas/commercialReference';
import type { Profile } from '../../schemas/profile';
import type { Validation } from '../../schemas/validate';
import { useAppEffects } from '../AppEffectsContext';
import { CommercialReferencesFields } from '../components/CommercialReferencesFields';
import { DigitsInput } from '../components/DigitsInput';
import { FormError } from '../components/FormError';
import { PageHeading } from '../components/PageHeading';
import { useRegisterGoBack } from '../GoBackContext';
import { useProfile, useSession } from '../SessionContext';
import { inputProps, usePlainForm, useServerFieldErrors, useSchemaCheck } from '../formBinding';
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
      <PageHeading title={title} description="Keep your company and contact details up to date." />
      <Text size="sm">
        Your password:{' '}
        <Anchor component={Link} href="/settings/password">
          Change password
        </Anchor>
      </Text>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stepper active={step} size="sm" allowNextStepsSelect={false} mb="xl">
        <Stepper.Step label="Company and contact" />
        <Stepper.Step label="Commercial references" />
      </Stepper>
      <FormError message={error} />
      {step === 0 ? (
        <form noValidate onSubmit={submitStep1}>
          <Stack gap="md">
            <Group gap="md">
              <Avatar src={picture} alt="Profile picture" size={72} radius="xl" color="brand">
                <IconUser size={32} />
              </Avatar>
              <Stack gap={4}>
                <Group gap="xs">
                  <FileButton onChange={(file) => file && editor.send({ type: 'picture.selected', file })} accept={acceptOf(IMAGE_TYPES)}>
                    {(props) => (
                      <Button {...props} variant="light" size="xs" leftSection={<IconUpload size={14} />} loading={uploading}>
                        Upload picture
                      </Button>
                    )}
                  </FileButton>
                  {picture ? (
                    <Button variant="subtle" color="red.9" size="xs" onClick={() => editor.send({ type: 'picture.removed' })}>
                      Remove
                    </Button>
                  ) : null}
                </Group>
                <Text size="xs" c="dimmed">
                  {formatNames(IMAGE_TYPES)}, less than 2MB.
                </Text>
              </Stack>
            </Group>
            <TextInput label="Company name" disabled={!editsCompanyName(profile)} description={editsCompanyName(profile) ? undefined : 'Only the main user can change the company.'} {...inputProps(form, 'companyName')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Contact name" autoComplete="name" {...inputProps(form, 'contactName')} />
              <DigitsInput label="Contact number" description="10 digits" {...inputProps(form, 'contactNumber')} />
            </SimpleGrid>
            <TextInput label="Email" type="email" autoComplete="email" {...inputProps(form, 'email')} />
            <Group justify="flex-end">
              <Button type="submit" disabled={uploading}>
                Continue
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
                Back
              </Button>
              <Button type="submit" loading={saving}>
                Save changes
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      </Paper>
    </Stack>
  );
}

/** The form's messages for one step's fields only (nested paths included). */
function stepErrors(keys: readonly string[], result: Validation<unknown>): Record<string, string> {
  if (result.ok) return {};
  return Object.fromEntries(Object.entries(result.errors).filter(([k]) => keys.some((key) => k === key || k.startsWith(`${key}.`))));
}
