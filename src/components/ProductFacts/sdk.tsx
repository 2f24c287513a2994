/**
 * The SDK packages and pinned versions of src/data/sdk.ts, rendered into the developer pages, so every page loads
 * and names the same releases.
 */
import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {PREVIEW_SINCE, SDK_PACKAGES, scriptTags, type SdkPackageId} from '@site/src/data/sdk';

/** The script tags that load the SDK packages from unpkg, at the versions the examples pin. */
export function SdkScripts({packages}: {packages: readonly SdkPackageId[]}): ReactNode {
  return <CodeBlock language="html">{scriptTags(packages)}</CodeBlock>;
}

/** A package name with its pinned version, for running text: `@campfirelearning/sdk-lti@0.12.0`. */
export function SdkPackage({id, version = true}: {id: SdkPackageId; version?: boolean}): ReactNode {
  const sdkPackage = SDK_PACKAGES[id];
  return <code>{version ? `${sdkPackage.name}@${sdkPackage.version}` : sdkPackage.name}</code>;
}

/** The sdk-lti release that added the Assessment Player's preview. */
export function PreviewSince(): ReactNode {
  return <code>{PREVIEW_SINCE}</code>;
}
