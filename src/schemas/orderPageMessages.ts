// What the order page's machines say themselves (Pay now's toasts, the share link's copy): apart
// from BrowserMessages so that the order page's first load need not carry that whole table (and the
// notification choices it spreads); part of Messages all the same.

export const OrderPageMessages = {
  paymentReceived: 'Payment received. We are looking for a carrier now.',
  /** Pay now's checkout code did not download (offline, or a new deployment replaced it). */
  checkoutLoadFailed: 'The checkout could not be loaded. Check your connection and try again.',
  trackingLinkCopied: 'Link copied. Paste it into an email or a message to the consignee.',
  trackingLinkCopyFailed: 'Your browser did not let us copy the link: select it and copy it yourself.',
} as const;
