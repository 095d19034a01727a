/** A link in one of the site's menus. */
export interface MenuLink {
  /** Visible text and accessible name. */
  label: string;
  /** Path inside the site. */
  to: string;
}

/** A menu entry that opens a list of links instead of going somewhere itself. */
export interface MenuGroup {
  /** Name of the button that opens the group. */
  label: string;
  links: readonly MenuLink[];
}

export type MainMenuEntry = MenuLink | MenuGroup;

export const isMenuGroup = (entry: MainMenuEntry): entry is MenuGroup => 'links' in entry;

/** The three home variants: the main menu's dropdown and the mobile menu's Home group. */
export const homePages: readonly MenuLink[] = [
  { label: 'Home', to: '/home' },
  { label: 'Home 2', to: '/home-2' },
  { label: 'Home 3', to: '/home-3' },
];

/** The desktop main menu (spec §2): six entries, Home opening the home variants. */
export const mainMenu: readonly MainMenuEntry[] = [
  { label: 'Home', links: homePages },
  { label: 'About Us', to: '/about' },
  { label: 'Services', to: '/services' },
  { label: 'Team', to: '/team' },
  { label: 'Contact', to: '/contact' },
  { label: 'Book an Appointment', to: '/booking' },
];

/** Target of every 'Free Consultation' button (spec §2). */
export const consultationPath = '/contact';

/** Footer 'Useful Links' column, in the spec's order; the privacy policy lives on /contact. */
export const usefulLinks: readonly MenuLink[] = [
  { label: 'About us', to: '/about' },
  { label: 'Our services', to: '/services' },
  { label: 'Contact us', to: '/contact' },
  { label: 'Meet team', to: '/team' },
  { label: 'Privacy Policy', to: '/contact' },
  { label: 'Testimonials', to: '/testimonials' },
];

/** Links of the lower footer line. */
export const legalLinks: readonly MenuLink[] = [
  { label: 'Privacy & Policy', to: '/contact' },
  { label: 'Terms', to: '/contact' },
  { label: 'About us', to: '/about' },
  // Not in the spec's footer: pages the firm owes its visitors, beside the spec's three links.
  { label: 'Accessibility', to: '/accessibility' },
  { label: 'Privacy Notice', to: '/privacy' },
];
