/**
 * The SDK packages the developer pages load, and the versions their examples pin. Every page takes them from here
 * (tests/unit/launchSigning.spec.ts fails on an example that loads another version).
 *
 * The published Assessment Player page gives `preview` "since v0.12.0" while its quick start loads
 * `@campfirelearning/sdk-lti@0.6.1`; a page cannot use a feature with a version that predates it, so the examples pin
 * 0.12.0, read as a release of `@campfirelearning/sdk-lti` (listed in UNSOURCED). No page names a release of
 * `@campfirelearning/sdk-js`, so its examples load `latest` and the pages ask readers to pin the release they tested.
 */
export const SDK_PACKAGES = {
  lti: {name: '@campfirelearning/sdk-lti', version: '0.12.0', file: '/dist/browser/index.js', global: 'CampfireSDK'},
  ltiOauth: {name: '@campfirelearning/sdk-lti-oauth', version: '0.0.2', file: '', global: 'CampfireSDK'},
  js: {name: '@campfirelearning/sdk-js', version: 'latest', file: '/dist/browser/index.js', global: 'CampfireSDKv2'},
} as const;

export type SdkPackageId = keyof typeof SDK_PACKAGES;

/** The `@campfirelearning/sdk-lti` release that added the Assessment Player's `preview` parameter. */
export const PREVIEW_SINCE = '0.12.0';

/** The unpkg address of a package's browser bundle at the version the examples pin. */
export function unpkgUrl(id: SdkPackageId): string {
  const sdkPackage = SDK_PACKAGES[id];
  return `https://unpkg.com/${sdkPackage.name}@${sdkPackage.version}${sdkPackage.file}`;
}

/** The script tags that load a package set, as the examples write them. */
export function scriptTags(ids: readonly SdkPackageId[]): string {
  return ids.map((id) => `<script src="${unpkgUrl(id)}"></script>`).join('\n');
}
