import { optionsEnumName, type EnumerationName } from './enums';

/**
 * The words a manager reads for an enumeration's coded values (enums.ts keeps the values the API
 * stores and sends). An enumeration whose values are words already (Upsell, In person) needs none;
 * `tests/unit/shared/enumLabels.test.ts` holds every enumeration a declaration names to that.
 * Forms draw them as their choices (console/engine/edit/uiSchemaFor.ts), lists as their cells.
 */
export const ENUMERATION_LABELS: Partial<Record<EnumerationName, Record<string, string>>> = {
  taxModes: { pretax: 'Before tax, added at checkout', posttax: 'Tax included' },
  modalPositions: { top: 'Top of the page', center: 'Centre of the page', full_page: 'Whole page' },
  popupTriggers: { AUTO_POPUP: 'Opens by itself after the delay' },
  imageAlignments: { right: 'Right', left: 'Left', center: 'Centre' },
  sizes: { xs: 'Extra small', sm: 'Small', md: 'Medium', lg: 'Large' },
  linkTargets: { _blank: 'A new tab', _parent: 'The page around it', _self: 'The same tab' },
  offerDisplayTypes: { GENERIC_OFFERS: 'Offers on any product', SINGLE_PRODSERV_OFFERS: 'Offers on one product or service' },
  formPurposes: { ProductInterest: 'Product interest', ContactUs: 'Contact us' },
  fieldInputTypes: {
    text: 'Text',
    email: 'E-mail address',
    number: 'Number',
    password: 'Password',
    search: 'Search words',
    tel: 'Phone number',
    url: 'Web address',
    color: 'Colour',
    alphanumeric: 'Letters and digits',
    alphanumericWithSpaces: 'Letters, digits and spaces',
    alphabetsOnly: 'Letters',
    alphabetsWithSpaces: 'Letters and spaces',
    numericOnly: 'Digits',
    numericWithSpaces: 'Digits and spaces',
    genericString: 'Any text',
    urlOrDomain: 'Web address or domain',
  },
  pageCodes: {
    HOME: 'Home',
    REGISTER: 'Registration',
    TRN_STATUS: 'Payment status',
    AGENDA: 'Agenda',
    SPONSORS: 'Sponsors',
    DELEGATE_PASSES: 'Delegate passes',
    SPEAKERS: 'Speakers',
    PROGRAM_LISTING: 'Programs',
    COURSE_DETAILS: 'Course details',
    PROGRAM_DETAILS: 'Program details',
    ABOUT_US: 'About us',
    CONTACT_US: 'Contact us',
    FAQ: 'Questions and answers',
    PRIVACY: 'Privacy',
    TERMS: 'Terms',
    CHECKOUT: 'Checkout',
    CART: 'Cart',
    THANK_YOU: 'Thank you',
    BLOG: 'Blog',
    BLOG_DETAILS: 'Blog post',
    TESTIMONIALS: 'Testimonials',
    INSTRUCTORS: 'Instructors',
    ACCREDITATIONS: 'Accreditations',
    CLIENTS: 'Clients',
    ZONES: 'Zones',
    VENUE: 'Venue',
    GALLERY: 'Gallery',
    OFFERS: 'Offers',
    PRODUCT_DETAILS: 'Product details',
    NOT_FOUND: 'Page not found',
  },
};

/** The labels of the enumeration a field names (`"x-options": "enum:<name>"`), value → label; undefined if it has none. */
export function enumLabelsOf(xOptions: string | undefined): Record<string, string> | undefined {
  const name = xOptions === undefined ? undefined : optionsEnumName(xOptions);
  return name === undefined ? undefined : ENUMERATION_LABELS[name];
}
