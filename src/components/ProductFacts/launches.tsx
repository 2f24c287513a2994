/**
 * The launch facts of src/data/launches.ts, rendered into the developer pages. Text in the data marks code with
 * backticks, as Markdown does. Kept apart from ./index.tsx so a developer page downloads only the facts it shows.
 */
import type {ReactNode} from 'react';
import {LAUNCH_BASE_URL, LAUNCH_EXPERIENCES, LAUNCH_KINDS, LAUNCH_PARAMETERS, SIGNING_CHECKS} from '@site/src/data/launches';
import {FactTable, withCode} from './FactTable';

/** The launches of the Assessment Player, the Item Viewer and the editors: whom user_id names, what is checked, what opens. */
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

/** Every launch parameter, and whether the browser or the signing endpoint sets it; with `setBy`, only the ones that sets. */
export function LaunchParameters({setBy}: {setBy?: (typeof LAUNCH_PARAMETERS)[number]['setBy']}): ReactNode {
  const rows = LAUNCH_PARAMETERS.filter((row) => setBy === undefined || row.setBy === setBy);
  return setBy === undefined ? (
    <FactTable head={['Parameter', 'Set by', 'Value']} rows={rows.map((row) => [withCode(row.name), row.setBy, withCode(row.value)])} />
  ) : (
    <FactTable head={['Parameter', 'Value']} rows={rows.map((row) => [withCode(row.name), withCode(row.value)])} />
  );
}

/** The allow list of launch URLs, with the app license experience each draws on. */
export function LaunchExperiences(): ReactNode {
  return (
    <FactTable
      head={['Launch URL', 'Components', 'Roles', 'App license experience']}
      rows={LAUNCH_EXPERIENCES.map((experience) => [
        <code key="url">{LAUNCH_BASE_URL + experience.slug}</code>,
        experience.components,
        withCode(experience.roles.map((role) => `\`${role}\``).join(', ')),
        <code key="license">{experience.license}</code>,
      ])}
    />
  );
}
