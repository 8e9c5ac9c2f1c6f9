import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { changePasswordMachine } from '../../machines/changePasswordMachine';
import { PASSWORD_RULE } from '../../schemas/fieldRules';
import { FormError } from '../components/FormError';
import { PageHeading } from '../components/PageHeading';
import { useAppActor } from '../inspection';
import { usePlainForm, useServerFieldErrors, useCheckedSubmit } from '../formBinding';
import { translatedInputProps as field } from '../translatedInputProps';
import { useI18n, useMessage } from '../useI18n';
import type { PageProps } from '../PageProps';

const loadSchema = () => import('../../schemas/changePasswordForm').then((m) => m.ChangePasswordForm);
const blank = { currentPassword: '', password: '', confirmPassword: '' };

/** /settings/password: the signed-in customer's new password. */
export default function ChangePasswordPage({ title }: PageProps) {
  const i18n = useI18n();
  const translate = useMessage();
  const changer = useAppActor(changePasswordMachine);
  const saving = useSelector(changer, (s) => s.matches('saving'));
  const saved = useSelector(changer, (s) => s.matches('saved'));
  const message = useSelector(changer, (s) => s.context.message);
  const error = useSelector(changer, (s) => s.context.error);
  const fieldErrors = useSelector(changer, (s) => s.context.fieldErrors);
  const form = usePlainForm(blank);
  // Mantine's own name for the show/hide button, in the page's language.
  const toggle = { 'aria-label': i18n._('Toggle password visibility') };
  useServerFieldErrors(form, fieldErrors);

  const submit = useCheckedSubmit(form, loadSchema, (value) => changer.send({ type: 'password.submitted', form: value }));
  const again = () => {
    form.reset();
    changer.send({ type: 'form.reset' });
  };

  return (
    <Stack gap="md" maw={520}>
      <PageHeading title={title} description={i18n._('Your other devices are signed out when you change it; this one stays signed in.')} />
      {saved ? (
        <Stack gap="md" align="flex-start">
          <Alert variant="light" color="teal.9" icon={<IconCircleCheck size={18} />} role="status" w="100%">
            {message === null ? null : translate(message)}
          </Alert>
          <Button variant="light" onClick={again}>
            {i18n._('Change it again')}
          </Button>
        </Stack>
      ) : (
        <form noValidate onSubmit={submit} aria-label={i18n._('Change password')}>
          <FormError message={error} />
          <Stack gap="md">
            <PasswordInput label={i18n._('Current password')} autoComplete="current-password" visibilityToggleButtonProps={toggle} {...field(form, 'currentPassword', translate)} />
            <PasswordInput label={i18n._('New password')} autoComplete="new-password" visibilityToggleButtonProps={toggle} description={translate(PASSWORD_RULE)} {...field(form, 'password', translate)} />
            <PasswordInput label={i18n._('Confirm new password')} autoComplete="new-password" visibilityToggleButtonProps={toggle} {...field(form, 'confirmPassword', translate)} />
            <Group>
              <Button type="submit" loading={saving}>
                {i18n._('Change password')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
