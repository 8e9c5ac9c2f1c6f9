import type { GuidelinePageInput } from '../../src/schemas/guidelinePage.ts';
import { ORDER_STATUS_RULES, ORDER_TAB_LABELS, type OrderStatus } from '../../src/schemas/orderStatus.ts';
import { DOCUMENT_TYPES, formatNames as formats, IMAGE_TYPES } from '../../src/schemas/uploadFormats.ts';

// Statuses in the customer's words of the status table (the badges' words), never the internal
// names; file formats from the table the upload check reads.
const said = (status: OrderStatus): string => ORDER_STATUS_RULES[status].label;

// The pages every installation starts with (server/db/seedGuidelinePages.ts inserts the missing
// ones at start-up and never touches a page that exists, so operators' edits stay). Markdown
// subset only: '#'/'##' headings, paragraphs, '-' lists, **bold** and [text](url).

export const PRIVACY_POLICY_SLUG = 'privacy-policy-cargo-connects';
export const TERMS_SLUG = 'terms-condition';
export const FAQ_SLUG = 'faq';

const privacyPolicy: GuidelinePageInput = {
  slug: PRIVACY_POLICY_SLUG,
  category: 'policy',
  position: 1,
  title: 'Privacy policy',
  subTitle: 'What Cargo Connects collects about you and your company, why, and what you can ask of us',
  body: `Cargo Connects is a marketplace that connects shippers with carriers for freight between the United States and Mexico. This policy explains what information we handle when your company uses the customer web app and the Cargo Connects API, what we use it for, who we share it with and how long we keep it. It applies to the main user of a company account and to every sub-user the main user adds.

## What we collect

- **Company details:** the company name and the commercial references you give when you register (each reference's company name, contact name, email address and phone number).
- **Contacts:** the name, phone number and email address of the main user and of every sub-user, and a profile picture if you upload one. Passwords are stored only as a salted one-way hash; nobody at Cargo Connects can read them.
- **Addresses:** the pickup and drop addresses in your address book, with the building name, postal code, location and the on-site contact name and number for each.
- **Orders:** everything a service request contains: type of service, port of crossing, transportation and mode, trailer, special requirements, securing equipment, schedule, your own reference, the price, the order status, customs entry numbers, uploaded documents and photos, and the rating you give.
- **Payments:** the payment confirmation and transaction reference our payment provider sends back, and the amount captured. **We never receive or store card numbers or security codes;** you enter them directly with the payment provider, which returns a token and a confirmation to us.
- **Sign-in and security records:** when and from which IP address and browser each session signed in, one-time verification codes (stored only as keyed hashes) and counters of failed attempts used to stop password guessing.
- **Device tokens:** if you allow notifications, the push token of your browser, so we can tell you when an order changes.
- **Messages:** what you send us through the [contact form](/contact-us), with your name, email, company and phone if you give them.

## Why we use it

- To create and run your company account, verify your email address and let our team verify your company before it can book.
- To price, book and carry out the services you request: find a carrier, share the order with them, follow its progress and show you its status.
- To take payment for an order exactly once and to keep the records that accounting, tax and customs rules require.
- To send you the emails and notifications the service depends on: verification codes, password recovery codes and order updates.
- To keep the platform safe: detect abuse, limit repeated sign-in attempts and investigate problems.
- To answer your questions and improve the service. We do not sell your information and we do not use it for advertising by third parties.

## Who we share it with

- **The carrier assigned to your order** receives what it needs to carry it out: pickup and drop addresses, on-site contact names and numbers, the schedule, the load and trailer details, special requirements and your reference. Carriers may use it only for that order.
- **Our payment provider** processes your card payment under its own privacy policy.
- **Service providers** that host our servers, deliver our email and deliver push notifications, under contracts that let them use the data only to provide that service to us.
- **Authorities** such as customs, tax or law enforcement agencies in the United States or Mexico, when the law requires it or when it is needed for a shipment to cross the border.

Because our service is cross-border, your information is processed in both the United States and Mexico.

## How long we keep it

- Account and company details: while the account is open, and up to 90 days after it is closed.
- Orders, payment records and their documents: as long as tax, accounting and customs law requires (in most cases five to seven years after the order is completed).
- Sign-in sessions: until they expire (at most 30 days after the last sign-in or refresh) plus one day; verification codes and failed-attempt counters: at most one day.
- Contact form messages: up to 12 months.
- Deleted sub-users are removed at once and their sessions end immediately; orders they placed stay with the company.

## Cookies and browser storage

The web app uses only the cookies it needs to work. We do not use advertising or third-party tracking cookies.

- **token:** your short-lived access token (valid for 15 minutes), sent with each request so the API knows it is you.
- **refreshToken:** renews the access token while you keep working; it is rotated on each use and stops working when you log out.
- **service:** remembers the service you are requesting while you move between the steps.
- **i18n_redirected:** remembers the language of the app (English or Spanish) for one year.

The token, refreshToken and service cookies are removed when you log out. The draft of a service request you have not finished is kept in your browser's local storage so a page reload does not lose it.

## Your rights

You can see and correct most of your information yourself on the [profile page](/edit-profile), and the main user can update or delete sub-users at any time. You can also ask us to:

- give you a copy of the personal information we hold about you;
- correct information that is wrong or incomplete;
- delete your information or close your account, except what we must keep by law;
- stop using your information for a particular purpose.

In Mexico these are your ARCO rights (access, rectification, cancellation and opposition); residents of US states with privacy laws have equivalent rights. We answer every request within 20 business days and may ask you to confirm your identity first.

## Security

Connections to Cargo Connects are encrypted, passwords are hashed, sessions can be revoked, and access to customer data inside our company is limited to the people who need it. If we learn of a breach that affects your information, we will tell you without undue delay.

## Contact

Write to [privacy@cargoconnects.example](mailto:privacy@cargoconnects.example) for any question or request about your privacy, or use the [contact form](/contact-us). When we change this policy we will update this page and, for significant changes, tell the main user of each account by email before they take effect.`,
};

const terms: GuidelinePageInput = {
  slug: TERMS_SLUG,
  category: 'policy',
  position: 2,
  title: 'Terms and conditions',
  subTitle: 'The agreement between your company and Cargo Connects when you book freight with us',
  body: `These terms apply to every company that registers on Cargo Connects and to every person who uses the customer web app on its behalf. By creating an account or booking a service you accept them for your company. Please read them together with our [privacy policy](/privacy-policy-cargo-connects).

## Accounts and verification

- An account belongs to a company. The person who registers it is the **main user** and may add **sub-users**, who act for the same company and see its orders.
- The main user is responsible for everything done under the company's account, including what its sub-users do, and must remove a sub-user who should no longer have access.
- The information you give when registering, including the commercial references, must be true and kept up to date.
- You must confirm your email address with the code we send you. Our team then reviews the company; **until the company is verified by Cargo Connects it cannot request a service.** We may refuse or withdraw verification if information is false or the account is misused.
- Keep passwords secret. Tell us at once through the [contact form](/contact-us) if you think someone else has used your account.

## Booking a service

- A booking is made by completing a service request: the type of service, the port or bridge of crossing, the type of transportation and mode, the trailer, any special requirements and securing equipment, the schedule and the pickup and drop addresses.
- You are responsible for the accuracy of the request: the addresses, the on-site contacts, the description of the load and the references you give. A carrier may refuse a load that does not match the request.
- The shipment must be legal to transport and to import or export, and you must provide the commercial and customs documents it needs, including the customs entry number when it is requested.
- Your booking is confirmed when its payment is captured. Each order has a number that starts with CC.

## Prices

- **The price is computed by Cargo Connects before you pay** and shown on the summary of your request. It is built from the type of service, the transportation and mode, the securing equipment and special requirements you select and the zones of your pickup and drop addresses.
- The amount charged is the price shown on the summary. If the request changes, the price is computed again and shown again before any payment.
- Prices include the carrier's transport between the addresses of the order. Waiting time, storage, inspections ordered by an authority, duties, taxes and other charges outside the order are not included unless the summary says so.

## Payment

- Payment is made by card through our payment provider when you check out. We never see or store your card details.
- The payment is captured once, for the price shown. If a payment attempt fails or is interrupted, trying again never charges you twice for the same order.
- Invoices and receipts are issued to the company of the account.

## Cancellations

- You can cancel an order from its page while its status is **${said('NewAssignments')}** or **${said('Pending')}** (the service has not started).
- Once the order is **${said('InProgress')}** it can no longer be cancelled in the app; contact us and we will help with what can still be done.
- When an order is cancelled while ${said('NewAssignments')} or ${said('Pending')}, the captured amount is refunded to the original payment method. The time the refund takes to appear depends on your card issuer.
- Cargo Connects may cancel an order that cannot be carried out safely or lawfully, or for which no carrier can be found; in that case you receive a full refund.

## Carriers

- Transport is performed by independent carriers that meet Cargo Connects' requirements for operating authority, insurance and equipment. Cargo Connects arranges the service and follows it; the carrier is responsible for the transport itself, for the driver and the vehicle, and for the load from pickup until delivery.
- Claims for loss of or damage to the cargo are handled under the carrier's liability and insurance and the law that applies to the transport. Report any loss or damage at delivery and through the [contact form](/contact-us) within 7 days; we will help you file and follow the claim.

## Rating and content

After an order is completed you can rate it. Ratings, documents and photos you upload must be truthful and must not infringe anyone's rights. We may use anonymous rating data to evaluate carriers.

## Liability

- Cargo Connects provides the marketplace with reasonable care and skill, but cannot guarantee that it will always be available or free of errors, or that a carrier will be found for every request.
- To the extent the law allows, Cargo Connects' total liability for any order is limited to the amount paid for that order, and Cargo Connects is not liable for indirect losses such as lost profits, lost business or delays caused by customs, weather, border closures or other events beyond its control.
- Nothing in these terms limits liability that cannot be limited by law.

## Suspension and closing an account

You may close your account at any time by contacting us; orders in progress are completed or cancelled first. We may suspend or close an account that breaks these terms, after telling the main user why, unless the law or safety requires us to act at once.

## Changes and governing terms

- We may update these terms. The version on this page applies to bookings made after it is published; significant changes are announced to the main user of each account by email before they take effect.
- These terms, together with any written agreement signed between your company and Cargo Connects, are the whole agreement about the use of the service. Where a signed agreement differs from these terms, the signed agreement prevails.
- If a court finds part of these terms unenforceable, the rest remains in force.
- Questions about these terms: use the [contact form](/contact-us).`,
};

const faq: GuidelinePageInput = {
  slug: FAQ_SLUG,
  category: 'help',
  position: 1,
  title: 'Frequently asked questions',
  subTitle: 'Quick answers about accounts, bookings, prices, payment and orders',
  body: `## Who can use Cargo Connects?

Companies that ship freight between the United States and Mexico. Register your company once; the person who registers becomes the main user and can add sub-users for colleagues.

## I registered but cannot request a service. Why?

Two checks come first. Confirm your email address with the six-digit code we send you (it is valid for 10 minutes; you can ask for a new one). Then our team verifies your company, usually within one business day. Until then the app shows **You are not verified by the admin**; you can still sign in, complete your profile and add addresses.

## How is the price calculated?

Cargo Connects computes the price from the type of service, the transportation and mode, the securing equipment and special requirements you choose, and the zones of your pickup and drop addresses. You see it on the summary before you pay, and that is the amount charged.

## When am I charged?

When you confirm the payment at checkout. The payment is captured once; if something interrupts it, trying again does not charge you twice.

## Can I cancel an order?

Yes, from the order's page while its status is **${said('NewAssignments')}** or **${said('Pending')}**. Once the order is **${said('InProgress')}** it can no longer be cancelled in the app. Cancelled orders are refunded to the card you paid with.

## What do the order statuses mean?

- **${said('NewAssignments')}:** the order is paid and we are finding a carrier.
- **${said('Pending')}:** a carrier is assigned and the service is being prepared.
- **${said('InProgress')}:** the required documents are uploaded and the load is on its way.
- **${said('Completed')}:** the load was delivered. You can now rate the service.
- **${said('Cancelled')}:** the order was cancelled.

In **My Orders**, the ${ORDER_TAB_LABELS.Pending} tab lists the orders ${said('NewAssignments').toLowerCase()} and those with a ${said('Pending').toLowerCase()}; the ${ORDER_TAB_LABELS.InProgress}, ${ORDER_TAB_LABELS.Completed} and ${ORDER_TAB_LABELS.Cancelled} tabs list the rest.

## What is the order number?

Every order gets a number such as CC26000123: CC, the two digits of the year and a six-digit sequence. You also give each request your own reference of up to 10 letters or digits, which must be different for each of your orders.

## How do sub-users work?

The main user adds, edits and deletes sub-users on the [sub-users page](/sub-user). A sub-user signs in with its own email and password, sees the company's orders and can book, but cannot manage other sub-users. When a sub-user is deleted, it is signed out at once.

## I forgot my password.

Choose **Forgot password?** on the sign-in page. We email you a code; enter it and choose a new password. Every session signed in with the old password is closed.

## Which files can I upload?

Order documents in ${formats(DOCUMENT_TYPES)} format, and a profile picture in ${formats(IMAGE_TYPES)} format, each smaller than 2MB.

## How do I reach a person?

Use the [contact form](/contact-us) or the chat button on the settings pages. We answer within one business day.`,
};

const howItWorks: readonly GuidelinePageInput[] = [
  {
    slug: 'register-your-company',
    category: 'how-it-works',
    position: 1,
    title: 'Register your company',
    subTitle: 'One account for your company, with sub-users for your team',
    body: `Open **Free User Account** and enter your company name, your name, a 10-digit phone number, your email address and a password. Adding commercial references (companies you already work with) helps us verify you faster.

We email you a six-digit code: enter it to confirm your address. You are now the **main user** of the company account.

- Add colleagues as sub-users from the [sub-users page](/sub-user); each signs in with its own email and password.
- Keep your profile and company details up to date from your [profile](/edit-profile).`,
  },
  {
    slug: 'get-verified',
    category: 'how-it-works',
    position: 2,
    title: 'Get verified',
    subTitle: 'Our team checks your company before its first booking',
    body: `Before your company can book, the Cargo Connects team reviews its details and commercial references. This usually takes one business day.

You can sign in, complete your profile and prepare your address book while you wait. Once your company is verified, every user of the account can request services.

If it takes longer than expected, write to us through the [contact form](/contact-us).`,
  },
  {
    slug: 'request-a-service',
    category: 'how-it-works',
    position: 3,
    title: 'Request a service',
    subTitle: 'Northbound or southbound, in a few steps',
    body: `Choose **New Service** and follow the steps:

- the type of service (northbound or southbound) and the port or bridge of crossing;
- the type of transportation (FTL or LTL) and the mode, such as dry van, flatbed or reefer;
- your reference, the trailer, any special requirements, and the chains, straps or tarps you need;
- a scheduled date and time, or instant service;
- one or more pickup and drop addresses from your address book.

The summary shows the price before you pay.`,
  },
  {
    slug: 'pay-once',
    category: 'how-it-works',
    position: 4,
    title: 'Pay once',
    subTitle: 'The price you see is the price you pay',
    body: `Cargo Connects computes the price from your request; the summary shows it before checkout, and that is the amount charged.

Pay by card through our payment provider: we never see your card number. The payment is captured once, so trying again after an interruption never charges you twice.

Your order number (it starts with CC) appears as soon as the payment is confirmed.`,
  },
  {
    slug: 'follow-and-rate',
    category: 'how-it-works',
    position: 5,
    title: 'Follow and rate',
    subTitle: 'From carrier assignment to delivery',
    body: `Follow every order in **My Orders**: ${said('NewAssignments')} while we find one, ${said('Pending')} once one accepts, ${said('InProgress')} on the road, and ${said('Completed')} on delivery. The bell tells you when something changes.

Open an order to see its documents, add the customs entry number and see where the operator is. You can cancel while the order is ${said('NewAssignments')} or ${said('Pending')}.

When the order is completed, **rate the service**: your rating helps us keep the best carriers on Cargo Connects.`,
  },
];

/** Every seeded page: policy, help, then the how-it-works cards, each in position order. */
export const GUIDELINE_PAGE_SEEDS: readonly GuidelinePageInput[] = [privacyPolicy, terms, faq, ...howItWorks];
