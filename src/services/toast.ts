import type { NotificationData } from '@mantine/notifications';
import { CommonMessages } from '../schemas/commonMessages.ts';
import { TOAST_MS } from './constants.ts';
import { generateId } from './generatedId.ts';

export type ToastType = 'success' | 'error' | 'info' | 'warning';
/** `closeLabel`: the close button's name in the page's language (the view gives it; English otherwise). */
export type ToastOptions = { message?: string; type?: ToastType; duration?: number; closeLabel?: string };
export type ShowNotification = (notification: NotificationData) => string;

export const DEFAULT_TOAST_MESSAGE = CommonMessages.noMessage;

// Shade 9 keeps the accent (and white icons on it) above WCAG AA contrast; Mantine's defaults fail axe.
export const TOAST_COLORS: Readonly<Record<ToastType, string>> = {
  success: 'teal.9',
  error: 'red.9',
  info: 'blue.9',
  warning: 'orange.9',
};

/** Builds the Mantine notification for a toast, applying the spec defaults (toast.defaults). */
export const toNotification = ({ message, type = 'success', duration = TOAST_MS, closeLabel = 'Close notification' }: ToastOptions = {}): NotificationData => ({
  // The spec's generated id (const.generated-id) names each toast.
  id: generateId(),
  // Blank counts as missing: an empty toast tells the user nothing.
  message: message?.trim() ? message : DEFAULT_TOAST_MESSAGE,
  color: TOAST_COLORS[type],
  autoClose: duration,
  withBorder: true,
  // Mantine's close button has no name of its own; axe (rightly) calls that serious.
  closeButtonProps: { 'aria-label': closeLabel },
});

/** A showToast bound to a notifications function; tests pass a fake. */
export const createShowToast =
  (show: ShowNotification) =>
  (options: ToastOptions = {}): string =>
    show(toNotification(options));

/**
 * Shows a toast through Mantine's notifications store; resolves to its id. The store loads on first
 * use, with the toast host, so neither weighs on the first paint.
 */
export const showToast = (options: ToastOptions = {}): Promise<string> =>
  import('@mantine/notifications').then(({ notifications }) => createShowToast((n) => notifications.show(n))(options));
