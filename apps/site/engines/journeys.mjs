// The visitor's main journeys, written once and run in every engine (run.mjs). Their
// expectations are the Playwright suite's (e2e/home, layout, people, shop, cart, checkout and
// forms specs) and the spec's strings; they act as a person does, at once, without waiting for
// the page to hydrate: the site holds early presses until it is live.

/** @typedef {import('./driver.mjs').Target} Target */
/** @typedef {import('./visitor.mjs').Visitor} Visitor */
/** @typedef {{ name: string; run: (visitor: Visitor) => Promise<void> }} Journey */

/** @param {string} name @param {Target} [within] @returns {Target} */
const button = (name, within) => ({ css: 'button, [role="button"]', name, within });
/** @param {string} name @param {Target} [within] @returns {Target} */
const link = (name, within) => ({ css: 'a[href]', name, within });
/** @param {string} name @param {Target} [within] @returns {Target} */
const field = (name, within) => ({ css: 'input, textarea, select', name, within });
/** @param {string} name @returns {Target} */
const dialog = (name) => ({ css: '[role="dialog"]', name });
/** @param {string} text @param {Target} [within] @returns {Target} */
const textIn = (text, within) => ({ css: 'p, li, h1, h2, h3, dd, td, span', text, within });

const main = { css: 'main' };
const banner = { css: 'header' };
/** The toast region, where every shop outcome appears. */
const notifications = { css: 'section', name: 'Notifications' };

/** The phone width the Playwright suite checks the mobile menu at. */
const PHONE = { width: 390, height: 844 };

/** @type {Journey[]} */
export const journeys = [
  {
    name: 'home renders with no console error',
    async run(visitor) {
      await visitor.open('/');
      await visitor.seeTexts({ css: 'h1' }, ['Crafting Legal Solutions, Brick by Brick']);
      await visitor.see(link('Free Consultation', main));
      // The hero's first press proves the page came alive; its console must stay clean.
      const hero = { css: 'section, [role="region"]', name: 'Highlights' };
      await visitor.click(button('Next slide', hero));
      await visitor.see({ css: '[aria-roledescription="slide"]:nth-child(2) h2', within: hero });
      await visitor.seeNoProblems();
    },
  },
  {
    name: 'mobile menu opens and a group expands',
    async run(visitor) {
      await visitor.resize(PHONE.width, PHONE.height);
      await visitor.open('/contact');
      await visitor.click(button('Menu'));
      const menu = dialog('Menu');
      await visitor.see(menu);
      await visitor.seeAttribute(button('Pages', menu), 'aria-expanded', 'false');
      await visitor.click(button('Pages', menu));
      await visitor.seeAttribute(button('Pages', menu), 'aria-expanded', 'true');
      await visitor.see(link('FAQ', menu));
      await visitor.press('Escape');
      await visitor.seeGone(menu);
      await visitor.seeNoProblems();
    },
  },
  {
    name: 'a FAQ question opens',
    async run(visitor) {
      await visitor.open('/faq');
      const question = button('How long will my case take?', main);
      await visitor.seeAttribute(question, 'aria-expanded', 'false');
      await visitor.click(question);
      await visitor.seeAttribute(question, 'aria-expanded', 'true');
      await visitor.see(textIn('realistic timetable', main));
      await visitor.seeNoProblems();
    },
  },
  {
    name: 'the product Review tab switches',
    async run(visitor) {
      await visitor.open('/product-single/Ninja-Hoodi');
      const review = { css: '[role="tab"]', name: 'Review' };
      await visitor.seeAttribute(review, 'aria-selected', 'false');
      await visitor.click(review);
      await visitor.seeAttribute(review, 'aria-selected', 'true');
      await visitor.see({ css: '[role="tabpanel"]', text: 'Laura Mitchell' });
      await visitor.seeNoProblems();
    },
  },
  {
    name: 'the video modal opens and closes',
    async run(visitor) {
      await visitor.open('/home-3');
      await visitor.click(button('Play video'));
      const modal = { css: '[role="dialog"]' };
      await visitor.see(modal);
      await visitor.see({
        css: 'iframe[src^="https://www.youtube-nocookie.com/embed/"]',
        within: modal,
      });
      await visitor.click(button('Close', modal));
      await visitor.seeGone(modal);
      await visitor.seeGone({ css: 'iframe' });
      await visitor.seeNoProblems();
    },
  },
  {
    name: 'add to cart, mini-cart, quantity, card checkout, order received',
    async run(visitor) {
      await visitor.open('/shop');
      const card = { css: 'article', name: 'Ninja Hoodie' };
      await visitor.click(button('Add to cart', card));
      await visitor.see(textIn('Item Added to Cart', notifications));
      // The toast sits over the header's cart button; a person closes it first.
      await visitor.click(button('Dismiss notification', notifications));
      await visitor.seeGone(textIn('Item Added to Cart', notifications));

      await visitor.click(button('Cart, 1 item', banner));
      const miniCart = { css: 'section', name: 'Your cart', within: banner };
      await visitor.see(textIn('Ninja Hoodie', miniCart));
      await visitor.click(link('View Cart', miniCart));

      await visitor.seePath('/cart');
      const row = { css: 'tr', text: 'Ninja Hoodie', within: main };
      await visitor.click(button('Increase quantity', row));
      await visitor.seeValue(field('Quantity of Ninja Hoodie', row), '2');
      // Two at $65: the line's total follows.
      await visitor.see(textIn('$130', row));

      await visitor.click(link('Proceed to Checkout', main));
      await visitor.seePath('/checkout');
      await visitor.click({ css: 'label', text: 'Payment By Card', within: main });
      await visitor.type(field('Card holder Name', main), 'Ann Reader');
      await visitor.type(field('Card Number', main), '4242 4242 4242 4242');
      await visitor.type(field('CVV', main), '123');
      await visitor.click(button('Proceed to Checkout', main));

      await visitor.see(textIn('Order Recived sucessfully!', notifications));
      await visitor.seePath('/order_received');
      await visitor.see({ css: 'h1, h2', text: 'Thank You For Your Order!' });
      await visitor.see(textIn('Ninja Hoodie', { css: 'section', name: 'Order details' }));
      await visitor.see(button('Cart, 0 items', banner));
      await visitor.seeNoProblems();
    },
  },
  {
    // Pagefind runs as WebAssembly under the page's policy ('wasm-unsafe-eval'): each engine
    // must load and run it on demand. The post and its word are e2e/search.spec.ts's.
    name: 'site search finds a post as you type and on submit',
    async run(visitor) {
      const post = 'Why Industries Are Looking for Experienced Attorneys';
      await visitor.open('/about');
      await visitor.click(button('Search', banner));
      const site = { css: 'search', name: 'Site', within: banner };
      const box = { css: 'input', name: 'Search the site', within: site };
      await visitor.type(box, 'regulators');
      await visitor.see(link(post, site));
      await visitor.press('Enter');
      await visitor.seePath('/search');
      await visitor.see(link(post, { css: 'ol', name: 'Search results', within: main }));
      await visitor.seeNoProblems();
    },
  },
  {
    name: 'the contact form shows its errors, then accepts a valid submit',
    async run(visitor) {
      await visitor.open('/contact');
      const form = { css: 'form', within: main };
      const errors = { css: '.errorMessage', within: form };
      await visitor.click(button('Submit Now', form));
      await visitor.seeTexts(errors, [
        'Please enter your name.',
        'Please enter your email address.',
        'Please enter your phone number.',
        'Please choose a subject.',
        'Please describe your case.',
      ]);
      await visitor.type(field('Name', form), 'Jane Doe');
      await visitor.type(field('Email', form), 'jane@example.com');
      await visitor.type(field('Phone', form), '+1 212 555 0199');
      await visitor.choose(field('Subject', form), 'Family Law');
      await visitor.type(field('Case description', form), 'Advice on a custody agreement.');
      await visitor.seeTexts(errors, []);
      await visitor.click(button('Submit Now', form));
      await visitor.see({ css: '[role="status"]', text: 'Thank you', within: form });
      await visitor.seeValue(field('Name', form), '');
      await visitor.seeNoProblems();
    },
  },
];
