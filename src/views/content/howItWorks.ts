// Product copy shared by the landing page and the settings carousel.
export const howItWorks = [
  {
    title: 'Register your company',
    body: 'Create a free company account with your contact details and, if you like, commercial references that speed up verification.',
  },
  {
    title: 'Get verified',
    body: 'Our team checks your company, usually within one business day. You can sign in meanwhile and prepare your address book.',
  },
  {
    title: 'Request a service',
    body: 'Pick the direction, the bridge, FTL or LTL, the trailer and any securing equipment, then your pickup and drop addresses.',
  },
  {
    title: 'See the price, pay once',
    body: 'The full price is calculated before you pay, from your route and equipment. Payment is captured exactly once.',
  },
  {
    title: 'Follow and rate',
    body: 'Follow each load from carrier assignment to delivery, read its documents, and rate the service once it is completed.',
  },
] as const;

export const offerings = [
  { title: 'Northbound', body: 'Mexico to the United States, with customs entry numbers and documents kept with the order.' },
  { title: 'Southbound', body: 'United States to Mexico, through the bridge of crossing that suits your route.' },
  { title: 'FTL and LTL', body: 'A full truckload for your freight alone, or less than truckload when you ship a few pallets.' },
  { title: 'Dry Van, Flatbed, Reefer', body: 'The trailer your cargo needs, with chains, straps and tarps when it has to be secured.' },
] as const;
