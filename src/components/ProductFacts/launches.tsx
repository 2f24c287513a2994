/**
 * The launch and SDK facts of src/data/launches.ts and src/data/sdk.ts, rendered into the developer pages. Text in
 * the data marks code with backticks, as Markdown does.
 */
import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {LAUNCH_BASE_URL, LAUNCH_EXPERIENCES, LAUNCH_KINDS, LAUNCH_PARAMETERS, SIGNING_CHECKS} from '@site/src/data/launches';
import {PREVIEW_SINCE, SDK_PACKAGES, scriptTags, type SdkPackageId} from '@site/src/data/sdk';
import {FactTable} from './index';

/** Text with `code` spans, as the data writes it. */
function withCode(text: string): ReactNode {
  return text.split(/`([^`]+)`/).map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/** The launches of the Assessment Player and the editors: whom user_id names, what is checked, what opens. */
export function LaunchKinds(): ReactNode {
  return (
    <FactTable
      head={['Launch', 'roles', 'user_id names', 'The signing endpoint confirms', 'What opens']}
      rows={LAUNCH_KINDS.map((kind) => [
        kind.name,
        <>
          <code>{kind.roles}</code>
          {kind.preview ? <>, with <code>preview</code> = <code>true</code></> : null}
        </>,
        kind.userId,
        withCode(kind.check),
        kind.opens,
      ])}
    />
  );
}

/** The numbered checks the signing endpoint runs before it signs. */
export function SigningChecks(): ReactNode {
  return (
    <ol>
      {SIGNING_CHECKS.map((check) => (
        <li key={check.name}>
          <strong>{check.name}.</strong> {withCode(check.rule)}
        </li>
      ))}
    </ol>
  );
}

/** Every launch parameter, and whether the browser or the signing endpoint sets it. */
export function LaunchParameters(): ReactNode {
  return <FactTable head={['Parameter', 'Set by', 'Value']} rows={LAUNCH_PARAMETERS.map((row) => [withCode(row.name), row.setBy, withCode(row.value)])} />;
}

/** The allow list of launch URLs. */
export function LaunchExperiences(): ReactNode {
  return (
    <FactTable
      head={['Launch URL', 'Components', 'Roles']}
      rows={LAUNCH_EXPERIENCES.map((experience) => [
        <code key="url">{LAUNCH_BASE_URL + experience.slug}</code>,
        experience.components,
        withCode(experience.roles.map((role) => `\`${role}\``).join(', ')),
      ])}
    />
  );
}

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
