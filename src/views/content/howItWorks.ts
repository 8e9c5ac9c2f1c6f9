// Product copy shared by the landing page and the settings carousel: message descriptors, shown
// with i18n._() in the page's language (docs/i18n.md).
export const howItWorks = [
  {
    title: /*i18n*/ { id: 'Register your company' },
    body: /*i18n*/ { id: 'Create a free company account with your contact details and, if you like, commercial references that speed up verification.' },
  },
  {
    title: /*i18n*/ { id: 'Get verified' },
    body: /*i18n*/ { id: 'Our team checks your company, usually within one business day. You can sign in meanwhile and prepare your address book.' },
  },
  {
    title: /*i18n*/ { id: 'Request a service' },
    body: /*i18n*/ { id: 'Pick the direction, the bridge, FTL or LTL, the trailer and any securing equipment, then your pickup and drop addresses.' },
  },
  {
    title: /*i18n*/ { id: 'See the price, pay once' },
    body: /*i18n*/ { id: 'The full price is calculated before you pay, from your route and equipment. Payment is captured exactly once.' },
  },
  {
    title: /*i18n*/ { id: 'Follow and rate' },
    body: /*i18n*/ { id: 'Follow each load from carrier assignment to delivery, read its documents, and rate the service once it is completed.' },
  },
] as const;

export const offerings = [
  { title: /*i18n*/ { id: 'Northbound' }, body: /*i18n*/ { id: 'Mexico to the United States, with customs entry numbers and documents kept with the order.' } },
  { title: /*i18n*/ { id: 'Southbound' }, body: /*i18n*/ { id: 'United States to Mexico, through the bridge of crossing that suits your route.' } },
  { title: /*i18n*/ { id: 'FTL and LTL' }, body: /*i18n*/ { id: 'A full truckload for your freight alone, or less than truckload when you ship a few pallets.' } },
  { title: /*i18n*/ { id: 'Dry Van, Flatbed, Reefer' }, body: /*i18n*/ { id: 'The trailer your cargo needs, with chains, straps and tarps when it has to be secured.' } },
] as const;
