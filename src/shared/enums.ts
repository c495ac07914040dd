/**
 * Every enumeration of docs/product.md §3 in one module. Declarations name one through
 * `"x-options": "enum:<name>"` (see ENUMERATIONS at the end); the registry turns that into a
 * JSON Schema `enum`, so the values live here only. Field input types stay in formats.ts, beside
 * their rules, and are only re-listed here by name.
 */
import { FIELD_INPUT_TYPES } from './formats';

/** The product calls these "entity kinds" (docs/product.md §3); a declaration's `area` picks one. */
export const ENTITY_KINDS = ['ENTITY', 'PAGE', 'FORM', 'SPEAKERS'] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];
export const AREAS = ENTITY_KINDS;
export type Area = EntityKind;
export const ENTITY_KIND_TABS = {
  ENTITY: 'entities',
  PAGE: 'pages',
  FORM: 'forms',
  SPEAKERS: 'speakers-list',
} as const satisfies Record<EntityKind, string>;

export const USE_CASES = ['EDU', 'EVT', 'SPC', 'HAF'] as const;
export type UseCase = (typeof USE_CASES)[number];

export const SCOPES = ['website', 'client'] as const;
export type Scope = (typeof SCOPES)[number];

/** The types the product lists (docs/product.md §3); kinds it does not cover (courses, forms, ...) use their own wording. */
export const CHANGE_LOG_TYPES = [
  'Product/Service',
  'Event Delegate Pass',
  'Product Price Info',
  'Product Offer',
  'Event Zone',
  'Event Agenda Item',
  'Event Speaker',
  'Event Agenda Speaker',
  'Event Sponsorship',
  'Event Sponsor',
  'Event Testimonial',
  'Page Display',
] as const;
export type ChangeLogType = (typeof CHANGE_LOG_TYPES)[number];

export const RELATED_PRODUCT_KINDS = ['Upsell', 'Downsell', 'Similar'] as const;
export const TAX_MODES = ['pretax', 'posttax'] as const;
export const ACTIVITY_TYPES = [
  'CreateOrder',
  'ShowProductInterest',
  'ViewProduct',
  'CreateCart',
  'CartUpdate',
  'OrderPaymentUpdate',
  'Other',
] as const;
export const PAYMENT_PROVIDERS = ['Stripe', 'Razorpay'] as const;
export const PAYMENT_STATUSES = ['Paid', 'PaymentFailed', 'Cancelled', 'Pending'] as const;
export const ENQUIRY_TYPES = ['Delegates', 'Sponsorship', 'Partnership', 'Other'] as const;

export const CHANGE_ACTIONS = ['CREATE', 'UPDATE', 'DELETE'] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

export const REVIEW_STATUSES = ['pendingreview', 'live', 'rejected', 'reverted'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const FORM_TYPES = ['generic', 'dynamic'] as const;
export const FORM_PURPOSES = ['Campaign', 'ProductInterest', 'Registration', 'Payment', 'Newsletter', 'ContactUs'] as const;

export const PRODSERV_TYPE_MODES = ['PRODSERV_TYPE_ONLY', 'PRODSERV_ONLY', 'BOTH'] as const;
export const MODAL_POSITIONS = ['top', 'center', 'full_page'] as const;
export const POPUP_TRIGGERS = ['AUTO_POPUP'] as const;

export const SORT_FIELDS = ['priority', 'start_date'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const ACTION_MODES = ['ADD', 'EDIT', 'COPY', 'VIEW', 'VIEW_TEMP'] as const;
export type ActionMode = (typeof ACTION_MODES)[number];

// FORMS_MAPING is spelled as the product spells it; it is an identifier, not prose.
export const ENTITY_LISTING_KINDS = [
  'COURSES',
  'PROGRAMS',
  'GENERIC_OFFERS',
  'SINGLE_PRODSERV_OFFERS',
  'EDIT_FORMS',
  'FORMS_MAPING',
  'VIEW_FORM_META',
  'VIEW_FORM',
  'LISTED_ONLY_PRODSERVS',
  'ADDON_ONLY_PRODSERVS',
  'SPEAKERS',
  'MENTORS',
  'TESTIMONIALS',
  'REVIEWERS',
] as const;

/** The offer listings the prodserv_offers call tells apart with offer_display_type. */
export const OFFER_DISPLAY_TYPES = ['GENERIC_OFFERS', 'SINGLE_PRODSERV_OFFERS'] as const;

/** The product names nine and says the list is longer; the rest are the pages such sites carry. */
export const PAGE_CODES = [
  'HOME',
  'REGISTER',
  'TRN_STATUS',
  'AGENDA',
  'SPONSORS',
  'DELEGATE_PASSES',
  'SPEAKERS',
  'PROGRAM_LISTING',
  'COURSE_DETAILS',
  'PROGRAM_DETAILS',
  'ABOUT_US',
  'CONTACT_US',
  'FAQ',
  'PRIVACY',
  'TERMS',
  'CHECKOUT',
  'CART',
  'THANK_YOU',
  'BLOG',
  'BLOG_DETAILS',
  'TESTIMONIALS',
  'INSTRUCTORS',
  'ACCREDITATIONS',
  'CLIENTS',
  'ZONES',
  'VENUE',
  'GALLERY',
  'OFFERS',
  'PRODUCT_DETAILS',
  'NOT_FOUND',
] as const;
export type PageCode = (typeof PAGE_CODES)[number];

export const DATE_FORMATS = [
  'DateOnly1',
  'DateOnly2',
  'DateOnly3',
  'DateTime3',
  'DateString',
  'DateLocaleString',
  'DateUTCString',
  'DateTimeLocale',
  'Timestamp',
] as const;

export const FLASH_TYPES = ['success', 'danger', 'info', 'warning'] as const;
export const IMAGE_ALIGNMENTS = ['right', 'left', 'center'] as const;
export const SIZES = ['xs', 'sm', 'md', 'lg'] as const;
export const LINK_TARGETS = ['_blank', '_parent', '_self'] as const;
export const FILE_MODES = ['preview', 'download', 'uploaded'] as const;
export const INPUT_MODES = ['NATIVE', 'CUSTOM'] as const;
export const PRIMARY_COLOR_TYPES = ['LIGHT', 'DARK'] as const;
export const RESULT_KINDS = ['Success', 'RequestError', 'ActionError'] as const;

/** Where a delivery happens; the product leaves program modes open, these are the usual three. */
export const DELIVERY_MODES = ['Online', 'In person', 'Hybrid'] as const;

/** Reference data served by GET /api/main/<name> (countries by POST); `x-options` may name one. */
export const REFERENCE_DATA = [
  'currencies',
  'languages',
  'offertypes',
  'templates',
  'speaker_roles',
  'flat_prodserv_types',
  'flat_prodservs',
  'countries',
] as const;
export type ReferenceDataName = (typeof REFERENCE_DATA)[number];

/** The names `"x-options": "enum:<name>"` may use. */
export const ENUMERATIONS = {
  entityKinds: ENTITY_KINDS,
  useCases: USE_CASES,
  changeLogTypes: CHANGE_LOG_TYPES,
  relatedProductKinds: RELATED_PRODUCT_KINDS,
  taxModes: TAX_MODES,
  activityTypes: ACTIVITY_TYPES,
  paymentProviders: PAYMENT_PROVIDERS,
  paymentStatuses: PAYMENT_STATUSES,
  enquiryTypes: ENQUIRY_TYPES,
  changeActions: CHANGE_ACTIONS,
  reviewStatuses: REVIEW_STATUSES,
  formTypes: FORM_TYPES,
  formPurposes: FORM_PURPOSES,
  prodservTypeModes: PRODSERV_TYPE_MODES,
  modalPositions: MODAL_POSITIONS,
  popupTriggers: POPUP_TRIGGERS,
  sortFields: SORT_FIELDS,
  sortOrders: SORT_ORDERS,
  actionModes: ACTION_MODES,
  entityListingKinds: ENTITY_LISTING_KINDS,
  offerDisplayTypes: OFFER_DISPLAY_TYPES,
  pageCodes: PAGE_CODES,
  dateFormats: DATE_FORMATS,
  flashTypes: FLASH_TYPES,
  imageAlignments: IMAGE_ALIGNMENTS,
  sizes: SIZES,
  linkTargets: LINK_TARGETS,
  fileModes: FILE_MODES,
  inputModes: INPUT_MODES,
  primaryColorTypes: PRIMARY_COLOR_TYPES,
  deliveryModes: DELIVERY_MODES,
  fieldInputTypes: FIELD_INPUT_TYPES,
} as const satisfies Record<string, readonly string[]>;
export type EnumerationName = keyof typeof ENUMERATIONS;

export function enumeration(name: string): readonly string[] | undefined {
  return Object.hasOwn(ENUMERATIONS, name) ? ENUMERATIONS[name as EnumerationName] : undefined;
}

/** `"enum:taxModes"` → its name; a reference-data name or an unknown one → undefined. */
export function optionsEnumName(xOptions: string): EnumerationName | undefined {
  const name = xOptions.startsWith('enum:') ? xOptions.slice(5) : undefined;
  return name !== undefined && Object.hasOwn(ENUMERATIONS, name) ? (name as EnumerationName) : undefined;
}

/** `"enum:taxModes"` → its values; a reference-data name or an unknown one → undefined. */
export function optionsEnum(xOptions: string): readonly string[] | undefined {
  return xOptions.startsWith('enum:') ? enumeration(xOptions.slice(5)) : undefined;
}

export function isReferenceData(name: string): name is ReferenceDataName {
  return (REFERENCE_DATA as readonly string[]).includes(name);
}
