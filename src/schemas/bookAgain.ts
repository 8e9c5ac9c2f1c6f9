// Book again: what the wizard tells the customer when it opens from a past order. When
// something of that order no longer exists it opens on the first step that needs their choice and
// says why; otherwise it opens on the summary, priced again by the server.

export const BookAgainNotes = {
  ready: (movementId: string): string =>
    `Booking again from order ${movementId}: the same service, route, equipment and addresses, priced today. Check the summary and pay when ready.`,
  serviceGone: (movementId: string): string => `The service of order ${movementId} is no longer offered. Choose a service to continue.`,
  routeGone: (movementId: string): string =>
    `The crossing, transportation or mode of order ${movementId} is no longer offered. Choose them again to continue.`,
  detailsGone: (movementId: string): string =>
    `The trailer or a special requirement of order ${movementId} is no longer offered. Check the load details to continue.`,
  schedulePassed: (movementId: string): string => `Order ${movementId} was scheduled for a time that has passed. Choose a new pickup date and time.`,
  addressesGone: (movementId: string): string =>
    `An address of order ${movementId} is no longer in your address book. Choose the pickup and drop addresses to continue.`,
} as const;
