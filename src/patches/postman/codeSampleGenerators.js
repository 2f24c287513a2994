/**
 * The only code-sample generators the API pages ship: the languages of
 * `themeConfig.languageTabs` (cURL, JavaScript fetch, Python requests, Node.js).
 * It replaces postman-code-generators' own list, which bundles ~30 generators
 * (about 1.8 MB of compressed JavaScript) into every API page. Entries keep
 * the shape of that list; a unit test checks they match the language tabs.
 */
module.exports = [
  {lang: 'curl', variant: 'cURL', syntax_mode: 'powershell', main: require('postman-code-generators/codegens/curl/index.js')},
  {lang: 'JavaScript', variant: 'Fetch', syntax_mode: 'javascript', main: require('postman-code-generators/codegens/js-fetch/index.js')},
  {lang: 'python', variant: 'Requests', syntax_mode: 'python', main: require('postman-code-generators/codegens/python-requests/index.js')},
  {lang: 'nodejs', variant: 'Native', syntax_mode: 'javascript', main: require('postman-code-generators/codegens/nodejs-native/index.js')},
];
