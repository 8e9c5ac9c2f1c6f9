import { Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'wouter';
import { PASSWORD_RULE } from '../../schemas/fields';
import { SubUserCreateForm, SubUserUpdateForm } from '../../schemas/subUserForm';
import { formResolver, validate } from '../../schemas/validate';
import { useServerFieldErrors } from '../useServerFieldErrors';
import { DigitsInput } from './DigitsInput';
import { FormError } from './FormError';

export type SubUserFormValues = { contactName: string; contactNumber: string; email: string; password: string };

export interface SubUserFormProps {
  /** 'create' asks for a password (spec val.subuser: password only on create). */
  readonly mode: 'create' | 'update';
  readonly initialValues?: Partial<SubUserFormValues>;
  readonly submitting: boolean;
  readonly error: string | null;
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly onSubmit: (form: SubUserCreateForm | SubUserUpdateForm) => void;
}

/** The sub-user form: validity from the schemas, submission through the page's machine. */
export function SubUserForm({ mode, initialValues, submitting, error, fieldErrors, onSubmit }: SubUserFormProps) {
  const schema = mode === 'create' ? SubUserCreateForm : SubUserUpdateForm;
  const form = useForm<SubUserFormValues>({
    mode: 'controlled',
    initialValues: { contactName: '', contactNumber: '', email: '', password: '', ...initialValues },
    validate: formResolver(schema),
  });
  useServerFieldErrors(form, fieldErrors);

  const submit = form.onSubmit((values) => {
    const { password: _password, ...details } = values;
    const result = mode === 'create' ? validate(SubUserCreateForm, values) : validate(SubUserUpdateForm, details);
    if (result.ok) onSubmit(result.value);
  });

  return (
    <form noValidate onSubmit={submit}>
      <FormError message={error} />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Contact name" autoComplete="off" {...form.getInputProps('contactName')} />
          <DigitsInput label="Contact number" description="10 digits" autoComplete="off" {...form.getInputProps('contactNumber')} />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          autoComplete="off"
          description={mode === 'create' ? 'Your colleague signs in with this address.' : undefined}
          {...form.getInputProps('email')}
        />
        {mode === 'create' ? (
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            description={`${PASSWORD_RULE}. Share it with your colleague in person; they can change it with Forgot password.`}
            {...form.getInputProps('password')}
          />
        ) : null}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button component={Link} href="/sub-user" variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            {mode === 'create' ? 'Add sub-user' : 'Save changes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
