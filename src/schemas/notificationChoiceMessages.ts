// The words of notification preferences and unsubscribe links, apart from messages.ts so
// those pages' first JS does not carry every message of the product. Part of Messages all the same.

export const NotificationChoiceMessages = {
  notificationPreferencesFetched: 'Notification preferences fetched successfully',
  notificationPreferencesSaved: 'Notification preferences saved',
  notificationPreferencesSaveFailed: 'Your preferences could not be saved. Please try again.',
  unsubscribed: 'Done: you will no longer get these emails.',
  unsubscribedAlready: 'These emails were already off: nothing else to do.',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid. Check that you opened the whole link, or turn emails off in your notification preferences.',
  unsubscribeLinkExpired: 'This unsubscribe link has expired. Turn emails off in your notification preferences after signing in.',
} as const;
