import type { WebsiteMacro } from '../db/schema';

/** docs/architecture.md §7: the demo client, its four websites (one per use case) and its users. */
export const DEMO_PASSWORD = 'demo-password';

const theme = (primaryColor: string, primaryDarkColor: string, primaryColorType: 'LIGHT' | 'DARK') =>
  JSON.stringify({
    themeConfig: {
      hideThemeSelector: false,
      cssVariables: { primaryColor, primaryDarkColor, primaryColorType, textLightColor: '#ffffff', textDarkColor: '#111827' },
    },
  });

const links = (...names: string[]) =>
  names.map((name) => ({ name, href: name === 'Home' ? '/' : `/${name.toLowerCase().replace(/\s+/g, '-')}` }));

export interface DemoWebsite {
  key: string;
  name: string;
  domain: string;
  usecase: 'EDU' | 'EVT' | 'SPC' | 'HAF';
  localeUsed: boolean;
  /** IANA zone the console shows this website's dates and times in. */
  timeZone: string;
  locales: { locale: string; country: string; language: string }[];
  macro: WebsiteMacro;
}

const site = (
  key: string,
  name: string,
  domain: string,
  usecase: DemoWebsite['usecase'],
  colours: [string, string, 'LIGHT' | 'DARK'],
  header: string[],
  locales: DemoWebsite['locales'],
  timeZone = 'Asia/Kolkata',
): DemoWebsite => ({
  key,
  name,
  domain,
  usecase,
  localeUsed: locales.length > 1,
  timeZone,
  locales,
  macro: {
    websitemacro_display_name: name,
    websitemacro_display_setting_values: theme(...colours),
    websitemacro_header_links: links(...header),
    websitemacro_footer_links: links('About Us', 'Contact Us', 'Privacy Policy', 'Terms and Conditions'),
  },
});

const en = (country: string) => ({ locale: `en-${country}`, country, language: 'en' });

export const demoClients = [
  {
    name: 'Demo Academy & Events',
    websites: [
      site(
        'edu',
        'Northbridge Academy',
        'academy.example.com',
        'EDU',
        ['#1d4ed8', '#1e3a8a', 'DARK'],
        ['Home', 'Programs', 'About Us', 'Contact Us'],
        [en('IN'), en('GB'), { locale: 'hi-IN', country: 'IN', language: 'hi' }],
      ),
      site(
        'evt',
        'FutureTech Summit 2027',
        'summit.example.com',
        'EVT',
        ['#7c3aed', '#4c1d95', 'DARK'],
        ['Home', 'Agenda', 'Speakers', 'Sponsors', 'Delegate Passes'],
        [en('IN'), en('SG')],
      ),
      site(
        'spc',
        'Monsoon Savings Campaign',
        'offers.example.com',
        'SPC',
        ['#f59e0b', '#b45309', 'LIGHT'],
        ['Home', 'Offers', 'Contact Us'],
        [en('IN')],
      ),
      site(
        'haf',
        'Peak Fitness Studio',
        'fitness.example.com',
        'HAF',
        ['#16a34a', '#14532d', 'DARK'],
        ['Home', 'Memberships', 'Trainers', 'Contact Us'],
        [en('IN')],
      ),
    ],
    users: [
      { email: 'owner@example.com', name: 'Olivia Owner', owner: true, roles: { viewer: true, maker: true, checker: true } },
      { email: 'maker@example.com', name: 'Manish Maker', roles: { viewer: true, maker: true, checker: false } },
      { email: 'checker@example.com', name: 'Chitra Checker', roles: { viewer: true, maker: false, checker: true } },
      { email: 'viewer@example.com', name: 'Vikram Viewer', roles: { viewer: true, maker: false, checker: false } },
    ],
  },
  {
    name: 'Other Org',
    websites: [
      site(
        'other',
        'Other Org Learning',
        'learn.other.example.org',
        'EDU',
        ['#0f766e', '#134e4a', 'DARK'],
        ['Home', 'Programs'],
        [en('US')],
        'America/New_York',
      ),
    ],
    users: [{ email: 'other@example.com', name: 'Oscar Other', owner: true, roles: { viewer: true, maker: true, checker: true } }],
  },
];

export const DEMO_REFUSED_IN_PRODUCTION =
  'The database is empty and SEED would create the demo accounts, whose password is public, but NODE_ENV=production. ' +
  'Set SEED=false to start a production server on an empty database, or start without NODE_ENV=production for a demo.';
