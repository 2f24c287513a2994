// The one tslib helper that @docusaurus/utils-common calls: wraps a CommonJS module as a default export.
export function __importDefault(module) {
  return module && module.__esModule ? module : {default: module};
}
