import { describe, expect, it } from 'vitest';
import { optionNoteParts } from '../../src/machines/chooseRoute';
import { Messages } from '../../src/schemas/messages';

// A view in another language says the option note from what it names; the English note stays the machine's.
describe('what an option note names', () => {
  it('one option or several, and the mode', () => {
    expect(optionNoteParts('53 ft reefer trailer does not fit Dry Van, so it was removed. Choose again below.')).toEqual({ options: ['53 ft reefer trailer'], mode: 'Dry Van' });
    expect(optionNoteParts('53 ft reefer trailer and Temperature log do not fit Flatbed, so they were removed. Choose again below.')).toEqual({
      options: ['53 ft reefer trailer', 'Temperature log'],
      mode: 'Flatbed',
    });
  });

  it('reads back every note the message table makes', () => {
    for (const options of [['The trailer'], ['53 ft reefer trailer', 'Temperature log'], ['A', 'B', 'C']]) {
      expect(optionNoteParts(Messages.optionsCleared(options, 'Reefer'))).toEqual({ options, mode: 'Reefer' });
    }
  });

  it('any other text names nothing', () => {
    expect(optionNoteParts('Something is wrong please try again')).toBeNull();
    expect(optionNoteParts('')).toBeNull();
  });
});
