/**
 * What the benchmark (npm run bench) and the page-weight budget test measure. A page may download
 * at most `budget` times the JavaScript of the stock classic site's doc page, the reference of every
 * budget, measured in the same run, plus BUDGET_MARGIN_BYTES (jsLimit). The budget follows from the
 * page's route (budgetFor), and the page-weight test holds every page of the sitemap to it.
 */
const PAGE_BUDGETS = {
  home: 1,
  'blog page': 1,
  // An API operation page carries the reference of one operation and its request form.
  'API operation': 2,
  // Doc pages carry a feature the stock site lacks: the page-actions button (1.0 kB, issue 16), which
  // its issue allows at "a few kB"; 2% of the stock doc page (3.3 kB) is that allowance.
  'doc page': 1.02,
};

/** The type of any page of the site, from its route. */
function pageTypeOf(route) {
  if (route === '/') return 'home';
  if (/^\/blog(\/|$)/.test(route)) return 'blog page';
  if (/^\/developers\/api\/[^/]+$/.test(route)) return 'API operation';
  return 'doc page';
}

const budgetFor = (route) => PAGE_BUDGETS[pageTypeOf(route)];

/**
 * Headroom above every ratio, so that an edit elsewhere cannot tip a page over: a new page or new
 * content hashes change the route and chunk maps every page loads by some bytes. A real regression
 * (a library, a component or a chunk shipped where it was not) weighs more than this.
 */
const BUDGET_MARGIN_BYTES = 4 * 1024;

/** The most JavaScript (gzip bytes) a page with this budget may load, against the stock doc page's. */
const jsLimit = (budget, stockJsBytes) => budget * stockJsBytes + BUDGET_MARGIN_BYTES;

/** One page of each type, which the benchmark measures with Lighthouse and in detail. */
const SITE_PAGES = [
  {type: 'home', route: '/'},
  {type: 'Studio guide', route: '/studio/items/item-metadata'},
  {type: 'question type', route: '/studio/items/question-types/multiple-choice'},
  {type: 'Campfire guide', route: '/campfire/classrooms/roster'},
  {type: 'API operation', route: '/developers/api/create-exam-session'},
  {type: 'blog post', route: '/blog/welcome'},
].map((page) => ({...page, budget: budgetFor(page.route)}));

const STOCK_REFERENCE = {type: 'doc page', route: '/docs/intro'};
const STOCK_PAGES = [{type: 'home', route: '/'}, STOCK_REFERENCE, {type: 'blog post', route: '/blog/welcome'}];

/**
 * The two screens every measurement and browser test uses: a laptop (where an API page shows its
 * code samples beside the reference) and a mid-range phone.
 */
const VIEWPORTS = {desktop: {width: 1280, height: 800}, phone: {width: 412, height: 823}};

/**
 * A reader's session per page type (scripts/bench/readerSession.mjs): land, scroll to the end, open
 * what the page offers, then search. On a phone the sidebar sits behind the navbar menu button.
 */
const OPEN_MENU = {click: 'button.navbar__toggle'};
const READER_SESSIONS = [
  {type: 'home', route: '/', open: OPEN_MENU},
  {type: 'guide', route: '/studio/items/item-metadata', open: OPEN_MENU},
  {type: 'question type', route: '/studio/items/question-types/multiple-choice', open: OPEN_MENU},
  {type: 'guide with tabs and code', route: '/developers/api-legacy/getting-started', open: {click: '[role="tab"][aria-selected="false"]'}},
  // The widest diagram: it scrolls sideways on a phone, by keyboard here.
  {type: 'diagram page', route: '/developers/', open: {focus: '.diagram__scroll', key: 'ArrowRight'}},
  {type: 'API operation', route: '/developers/api/create-exam-session', open: {click: '[role="tab"][aria-selected="false"]'}},
  {type: 'blog post', route: '/blog/welcome', open: OPEN_MENU},
  // The search page's own box, in the page's main content (the navbar has a search box too); the
  // page searches when the query is submitted, and its results arrive after the key press.
  {type: 'search page', route: '/search', searchBox: 'main input[type="search"]', submitSearch: true},
];
// The stock site has no search.
const STOCK_SESSIONS = [
  {type: 'home', route: '/', open: OPEN_MENU, search: false},
  {type: 'doc page', route: '/docs/intro', open: OPEN_MENU, search: false},
  {type: 'blog post', route: '/blog/welcome', open: OPEN_MENU, search: false},
];

/** Where the stock `create-docusaurus` classic site is created and built, relative to the project. */
const STOCK_DIR = 'bench-results/stock-site';

module.exports = {budgetFor, jsLimit, BUDGET_MARGIN_BYTES, pageTypeOf, SITE_PAGES, STOCK_REFERENCE, STOCK_PAGES, STOCK_DIR, VIEWPORTS, READER_SESSIONS, STOCK_SESSIONS};
