import type { NotificationData } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { createShowToast, showToast, TOAST_COLORS, toNotification } from '../../src/services/toast.ts';
import { ruleIt } from '../spec/ruleIt';

const fakeShow = () => vi.fn((_notification: NotificationData) => 'toast-1');

describe('showToast', () => {
  it("[toast.defaults] defaults to 'No message provided', success, 2 seconds [const.toast-ms]", () => {
    const show = fakeShow();
    const id = createShowToast(show)();
    expect(id).toBe('toast-1');
    expect(show).toHaveBeenCalledOnce();
    expect(show.mock.calls[0]?.[0]).toMatchObject({
      message: 'No message provided',
      color: TOAST_COLORS.success,
      autoClose: 2000,
    });
  });

  ruleIt('[toast.defaults] a blank message also falls back to the default', () => {
    expect(toNotification({ message: '   ' }).message).toBe('No message provided');
  });

  it("names the close button in the words given (the page's language), English without them", () => {
    expect(toNotification().closeButtonProps).toEqual({ 'aria-label': 'Close notification' });
    expect(toNotification({ closeLabel: 'Cerrar notificación' }).closeButtonProps).toEqual({ 'aria-label': 'Cerrar notificación' });
  });

  it('passes message, type colour and duration through', () => {
    const show = fakeShow();
    createShowToast(show)({ message: 'Successfully logged in.', type: 'error', duration: 5000 });
    expect(show.mock.calls[0]?.[0]).toMatchObject({
      message: 'Successfully logged in.',
      color: 'red.9',
      autoClose: 5000,
    });
  });

  it('maps each type to a dark (contrast-safe) Mantine colour', () => {
    expect(TOAST_COLORS).toEqual({ success: 'teal.9', error: 'red.9', info: 'blue.9', warning: 'orange.9' });
    for (const type of ['success', 'error', 'info', 'warning'] as const) {
      expect(toNotification({ type }).color).toBe(TOAST_COLORS[type]);
    }
  });

  it("shows through Mantine's notifications store by default", async () => {
    const { notifications } = await import('@mantine/notifications');
    const show = vi.spyOn(notifications, 'show').mockReturnValue('mantine-id');
    await expect(showToast({ message: 'Hi' })).resolves.toBe('mantine-id');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Hi', autoClose: 2000 }));
    show.mockRestore();
  });
});

describe('toast ids', () => {
  ruleIt('[const.generated-id] each toast gets a generated id: 10 capital letters and the last 10 digits of the time', () => {
    const before = Date.now();
    const ids = [toNotification({ message: 'a' }).id, toNotification({ message: 'b' }).id];
    for (const id of ids) {
      expect(id).toMatch(/^[A-Z]{10}\d{10}$/);
      const digits = Number(id!.slice(10));
      expect(digits).toBeGreaterThanOrEqual(before % 1e10);
      expect(digits).toBeLessThanOrEqual(Date.now() % 1e10);
    }
    expect(ids[0]).not.toBe(ids[1]);
  });
});
