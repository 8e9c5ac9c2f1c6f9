import { describe, expect, it } from 'vitest';
import { Messages, requiredMessage } from '../../src/schemas/messages.ts';
import { MAX_UPLOAD_BYTES } from '../../src/schemas/digits.ts';
import { uploadSizeError } from '../../src/schemas/uploadSizeError.ts';
import { ruleIt } from '../spec/ruleIt';

describe('Messages', () => {
  ruleIt('[msg.catalogue] holds the spec §8 messages verbatim', () => {
    expect(Messages.fillUp).toBe('Please fill up your field !');
    expect(Messages.passwordsDoNotMatch).toBe('Passwords do not match.');
    expect(Messages.loggedIn).toBe('Successfully logged in.');
    expect(Messages.otpSent).toBe(
      'OTP has been sent to your email address. Please check your inbox and use the OTP to proceed',
    );
    expect(Messages.somethingWrong).toBe('Something is wrong please try again');
    expect(Messages.fileTooLarge).toBe('File size must be less than 2MB.');
    expect(Messages.notVerified).toBe('You are not verified by the admin. Please contact the admin for assistanc');
  });

  ruleIt('[msg.catalogue] holds the error page messages (§2, §8)', () => {
    expect(Messages.pageNotFound).toBe('This page could not be found');
    expect(Messages.unknownMiddleware).toBe('Unknown middleware');
    expect(Messages.error).toBe('Error');
  });

  ruleIt('[msg.catalogue] holds the toast default and the empty bell text', () => {
    expect(Messages.noMessage).toBe('No message provided');
    expect(Messages.noNotifications).toBe('No new notifications');
  });

  ruleIt('[val.required] builds "X is required" from each label of spec §5', () => {
    expect(requiredMessage('company-name')).toBe('company-name is required');
    expect(requiredMessage('contact-name')).toBe('contact-name is required');
    expect(requiredMessage('contact-number')).toBe('contact-number is required');
    expect(requiredMessage('password')).toBe('password is required');
    expect(requiredMessage('confirm-password')).toBe('confirm-password is required');
    expect(requiredMessage('email')).toBe('email is required');
  });

  ruleIt('[val.service.reference] [val.service.trailer] [val.service.quantities] [val.service.programming] holds the service request messages of spec §5', () => {
    expect(Messages.userReferenceRequired).toBe('user reference is required');
    expect(Messages.trailerRequired).toBe('trailer is required');
    expect(Messages.chainsQuantity).toBe('Please select quantity for chains.');
    expect(Messages.strapsQuantity).toBe('Please select quantity for straps.');
    expect(Messages.tarpsQuantity).toBe('Please select quantity for tarps.');
    expect(Messages.programmingRequired).toBe('Please select programming.');
  });

  ruleIt('[val.reg.email] [val.reg.phone] [val.address] holds both contact-number wordings', () => {
    expect(Messages.invalidEmail).toBe('Invalid email format');
    expect(Messages.invalidContactNumber).toBe('Invalid contact-number format');
    expect(Messages.invalidAddressContactNumber).toBe('Invalid contact number format');
  });
});

describe('Messages of sub-users, guideline pages and the contact form', () => {
  ruleIt('[role.main-manages-subusers] holds the sub-user answers', () => {
    expect(Messages.roleCannotManageSubUsers).toBe('Only the main user and admins can manage sub-users.');
    expect(Messages.subUserCreated).toBe('Sub-user created successfully');
    expect(Messages.subUserUpdated).toBe('Sub-user updated successfully');
    expect(Messages.subUserDeleted).toBe('Sub-user deleted successfully');
    expect(Messages.subUserNotFound).toBe('Sub-user not found');
  });

  it('holds the guideline page and contact answers', () => {
    expect(Messages.guidelinePageNotFound).toBe('Page not found');
    expect(Messages.contactReceived).toBe('Thank you. We will get back to you within one business day.');
    expect(Messages.contactMessageTooLong).toBe('message must be at most 2000 characters');
  });
});

describe('uploadSizeError', () => {
  ruleIt('[val.upload-size] accepts files under 2MB and rejects 2MB and more', () => {
    expect(MAX_UPLOAD_BYTES).toBe(2 * 1024 * 1024);
    expect(uploadSizeError(0)).toBeUndefined();
    expect(uploadSizeError(MAX_UPLOAD_BYTES - 1)).toBeUndefined();
    expect(uploadSizeError(MAX_UPLOAD_BYTES)).toBe('File size must be less than 2MB.');
    expect(uploadSizeError(5 * 1024 * 1024)).toBe('File size must be less than 2MB.');
  });
});
