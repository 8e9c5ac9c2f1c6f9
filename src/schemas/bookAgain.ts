// Book again: what the wizard tells the customer when it opens from a past order. When
// something of that order no longer exists it opens on the first step that needs their choice and
// says why; otherwise it opens on the summary, priced again by the server. Each note is a catalog
// id with a {movementId} hole: the wizard shows it through useMessage(), which finds it again.

const note = (id: string) => (movementId: string): string => id.replace('{movementId}', () => movementId);

export const BookAgainNotes = {
  ready: note(/*i18n*/ 'Booking again from order {movementId}: the same service, route, equipment and addresses, priced today. Check the summary and pay when ready.'),
  serviceGone: note(/*i18n*/ 'The service of order {movementId} is no longer offered. Choose a service to continue.'),
  routeGone: note(/*i18n*/ 'The crossing, transportation or mode of order {movementId} is no longer offered. Choose them again to continue.'),
  detailsGone: note(/*i18n*/ 'The trailer or a special requirement of order {movementId} is no longer offered. Check the load details to continue.'),
  schedulePassed: note(/*i18n*/ 'Order {movementId} was scheduled for a time that has passed. Choose a new pickup date and time.'),
  addressesGone: note(/*i18n*/ 'An address of order {movementId} is no longer in your address book. Choose the pickup and drop addresses to continue.'),
} as const;
