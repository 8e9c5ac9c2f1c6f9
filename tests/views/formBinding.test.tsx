import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, MantineProvider, PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formResolver } from '../../src/schemas/validate';
import { RegistrationForm } from '../../src/schemas/registrationForm';

function RegistrationHarness() {
  const form = useForm({
    mode: 'controlled',
    initialValues: { companyName: '', contactName: '', contactNumber: '', email: '', password: '', confirmPassword: '', commercialReference: [] },
    validate: formResolver(RegistrationForm),
  });
  return (
    <MantineProvider>
      <form onSubmit={form.onSubmit(() => {})} noValidate>
        <TextInput label="Company name" {...form.getInputProps('companyName')} />
        <TextInput label="Contact name" {...form.getInputProps('contactName')} />
        <TextInput label="Contact number" {...form.getInputProps('contactNumber')} />
        <TextInput label="Email" {...form.getInputProps('email')} />
        <PasswordInput label="Password" {...form.getInputProps('password')} />
        <PasswordInput label="Confirm password" {...form.getInputProps('confirmPassword')} />
        <Button type="submit">Register</Button>
      </form>
    </MantineProvider>
  );
}

describe('formResolver with @mantine/form', () => {
  it('[val.required] [val.reg.required] a blank registration shows every required message at once', async () => {
    render(<RegistrationHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    for (const message of ['company-name is required', 'contact-name is required', 'contact-number is required', 'email is required', 'password is required', 'confirm-password is required']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
  });

  it('[val.reg.email] [val.reg.phone] [val.reg.match] format and match messages show together, on their fields', async () => {
    render(<RegistrationHarness />);
    await userEvent.type(screen.getByLabelText('Company name'), 'Acme Freight');
    await userEvent.type(screen.getByLabelText('Contact name'), 'Ana Ruiz');
    await userEvent.type(screen.getByLabelText('Contact number'), '12345');
    await userEvent.type(screen.getByLabelText('Email'), 'ana@acme');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret-2');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Contact number')).toHaveAccessibleDescription('Invalid contact-number format');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email format');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match.');
    expect(screen.queryByText(/is required/)).toBeNull();
  });
});
