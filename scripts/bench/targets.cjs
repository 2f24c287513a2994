/**
 * What the benchmark (npm run bench) and the page-weight budget test measure. A page type may
 * download at most `budget` times the JavaScript of the stock classic site's doc page, the
 * reference of every budget, measured in the same run.
 */
const SITE_PAGES = [
  {type: 'home', route: '/', budget: 1},
  // Doc pages carry two features the stock site lacks, each allowed "a few kB" by its issue: the
  // page-actions button (1.0 kB, issue 16) and "Was this page helpful?" (1.7 kB, issue 17). 2% of
  // the stock doc page (3.3 kB) is that allowance; loading both on first use would win it back.
  {type: 'Studio guide', route: '/studio/items/item-metadata', budget: 1.02},
  {type: 'question type', route: '/studio/items/question-types/multiple-choice', budget: 1.02},
  {type: 'Campfire guide', route: '/campfire/classrooms/roster', budget: 1.02},
  {type: 'API operation', route: '/developers/api/create-exam-session', budget: 2},
  {type: 'blog post', route: '/blog/welcome', budget: 1},
];

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
  // The search page's own box (adapt the selector if the search page changes).
  {type: 'search page', route: '/search', searchBox: 'input[type="search"], main input'},
];
// The stock site has no search.
const STOCK_SESSIONS = [
  {type: 'home', route: '/', open: OPEN_MENU, search: false},
  {type: 'doc page', route: '/docs/intro', open: OPEN_MENU, search: false},
  {type: 'blog post', route: '/blog/welcome', open: OPEN_MENU, search: false},
];

/** Where the stock `create-docusaurus` classic site is created and built, relative to the project. */
const STOCK_DIR = 'bench-results/stock-site';

module.exports = {SITE_PAGES, STOCK_REFERENCE, STOCK_PAGES, STOCK_DIR, VIEWPORTS, READER_SESSIONS, STOCK_SESSIONS};
