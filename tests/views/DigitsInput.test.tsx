import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { DigitsInput } from '../../src/views/components/DigitsInput';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <MantineProvider>
      <DigitsInput label="Contact number" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </MantineProvider>
  );
}

describe('DigitsInput', () => {
  it('[val.number-input] strips non-digits while typing', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('Contact number'), '(55) 1-23a4');
    expect(screen.getByTestId('value')).toHaveTextContent(/^551234$/);
  });

  it('[val.number-input] caps a pasted number at 10 digits', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Contact number');
    await userEvent.click(input);
    await userEvent.paste('+1 (555) 010-0200 ext 9');
    expect(screen.getByTestId('value').textContent).toBe('1555010020');
    expect(input).toHaveValue('1555010020');
  });
});
